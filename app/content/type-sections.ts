/**
 * The sections every type page lists when a type has none stored (spec §2, the fixed defaults), in
 * their order.
 */
export const defaultSections = [
  { slug: "strengths-weaknesses", title: "Strengths and Weaknesses" },
  { slug: "romantic-relationships", title: "Romantic Relationships" },
  { slug: "friendships", title: "Friendships" },
  { slug: "parenthood", title: "Parenthood" },
  { slug: "career-paths", title: "Career Paths" },
  { slug: "workplace-habits", title: "Workplace Habits" },
  { slug: "conclusion", title: "Conclusion" },
] as const;

export type SectionIconName =
  "scale" | "heart" | "users" | "baby" | "briefcase" | "building" | "flag" | "book";

/**
 * Chooses a section's icon from keywords in its title (spec §2). Pages pass the slug, which stays
 * English in every language ("romantic-relationships"), so a translated title keeps its icon.
 */
export function sectionIcon(titleOrSlug: string): SectionIconName {
  const text = titleOrSlug.toLowerCase();
  if (/strength|weakness/.test(text)) return "scale";
  if (/romantic|relationship|love|dating/.test(text)) return "heart";
  if (/friend/.test(text)) return "users";
  if (/parent|child|famil/.test(text)) return "baby";
  if (/career|job|profession/.test(text)) return "briefcase";
  if (/workplace|work|office|habit/.test(text)) return "building";
  if (/conclusion|summary/.test(text)) return "flag";
  return "book";
}
