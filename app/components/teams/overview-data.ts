import { dimensions } from "~/assessment/questions";
import type { DimensionScores } from "~/assessment/scoring";
import type { SharedResult } from "~/teams/composition";

/**
 * A member as the team's overview shows them (issue 23): a name, and the type and scores of the
 * result they share, or null while they share none. Nothing else of theirs (no answers, no dates,
 * no address, not even their account's id) leaves the server for this page.
 */
export interface OverviewMember {
  /** Their place in the team's list, as a key: unique on the page, meaningless elsewhere. */
  id: string;
  name: string;
  shared: { type: string; scores: DimensionScores } | null;
}

/**
 * The members as the loader sends them: one list per field instead of an object per member, so
 * a team of 500 is a few flat lists in the page's data rather than 1,500 small objects (issue 23's
 * bench: the page's data and the work of writing and reading it).
 */
export interface PackedMembers {
  names: string[];
  /** The shared result's type, or "" for a member who shares none. */
  types: string[];
  /** Five scores per member who shares, in the order of `dimensions`, members in list order. */
  scores: number[];
}

export function packMembers(
  members: readonly { name: string; shared: { type: string; scores: DimensionScores } | null }[],
): PackedMembers {
  const packed: PackedMembers = { names: [], types: [], scores: [] };
  for (const member of members) {
    packed.names.push(member.name);
    packed.types.push(member.shared?.type ?? "");
    if (member.shared) for (const d of dimensions) packed.scores.push(member.shared.scores[d]);
  }
  return packed;
}

export function unpackMembers(packed: PackedMembers): OverviewMember[] {
  let next = 0;
  return packed.names.map((name, index) => {
    const type = packed.types[index] ?? "";
    if (!type) return { id: String(index), name, shared: null };
    const scores = Object.fromEntries(
      dimensions.map((d) => [d, packed.scores[next++] ?? 0]),
    ) as DimensionScores;
    return { id: String(index), name, shared: { type, scores } };
  });
}

/** The shared results among the members, as the composition counts them. */
export function sharedResultsOf(members: readonly OverviewMember[]): SharedResult[] {
  return members.flatMap((member) =>
    member.shared
      ? [
          {
            memberId: member.id,
            name: member.name,
            type: member.shared.type,
            dimensions: member.shared.scores,
          },
        ]
      : [],
  );
}
