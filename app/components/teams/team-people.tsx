import { useMemo } from "react";
import { useT } from "~/i18n/use-t";
import type { OverviewMember } from "./overview-data";

/**
 * Who shares a result with the team and who has not yet, by name, and how many more are invited
 * (issue 23). Someone who shares nothing is "not shared yet" whether or not they took the test:
 * the page never tells the team that. Only the reader's own line says they have not taken it.
 */
export function TeamPeople({
  members,
  viewerId,
  viewerHasTaken,
  invitedCount,
}: {
  members: readonly OverviewMember[];
  viewerId: string;
  viewerHasTaken: boolean;
  invitedCount: number;
}) {
  const t = useT();
  const [sharing, notSharing] = useMemo(() => {
    const collator = new Intl.Collator(t.locale);
    const byName = [...members].sort(
      (a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1),
    );
    return [byName.filter((member) => member.shared), byName.filter((member) => !member.shared)];
  }, [members, t.locale]);
  const line = (member: OverviewMember) => {
    if (member.id !== viewerId)
      return member.shared
        ? t("teamView:overview.people.member", { name: member.name, type: member.shared.type })
        : member.name;
    if (member.shared)
      return t("teamView:overview.people.youWithType", {
        name: member.name,
        type: member.shared.type,
      });
    return viewerHasTaken
      ? t("teamView:overview.people.you", { name: member.name })
      : t("teamView:overview.people.youNoTest", { name: member.name });
  };
  const list = (people: OverviewMember[], empty: string) =>
    people.length === 0 ? (
      <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
    ) : (
      // The items' look is set on the list, once for up to 500 names.
      <ul className="mt-2 gap-x-6 text-sm break-words sm:columns-2 lg:columns-3 [&>li]:break-inside-avoid">
        {people.map((member) => (
          <li key={member.id} className={member.id === viewerId ? "font-semibold" : undefined}>
            {line(member)}
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="people-heading">
      <h3 id="people-heading" className="text-xl font-bold">
        {t("teamView:overview.people.title")}
      </h3>
      <div className="mt-4 grid gap-5">
        <div>
          <h4 className="font-semibold">
            {t("teamView:overview.people.shared", { count: sharing.length })}
          </h4>
          {list(sharing, t("teamView:overview.people.nobody"))}
        </div>
        <div>
          <h4 className="font-semibold">
            {t("teamView:overview.people.notShared", { count: notSharing.length })}
          </h4>
          {list(notSharing, t("teamView:overview.people.everybody"))}
        </div>
        <p className="text-sm text-muted-foreground">
          {t("teamView:overview.people.invited", { count: invitedCount })}
        </p>
      </div>
    </section>
  );
}
