import type { Category } from "~/assessment/type-codes";

/**
 * The light theme's colour tokens (app/app.css), for images drawn on the server. An image is one
 * file for every reader, so it has one look: the site's light design, which reads on any feed.
 */
export const palette = {
  background: "#ffffff",
  foreground: "#1c1930",
  muted: "#f5f4fa",
  mutedForeground: "#5c5873",
  border: "#e4e2ee",
  primary: "#5b3fd0",
  primaryForeground: "#ffffff",
  secondary: "#efebfd",
  /** The bar colour of a score leaning to a dimension's first pole (dimension-bars.tsx). */
  firstPole: "#b4436c",
} as const;

export interface CategoryColours {
  strong: string;
  soft: string;
}

const categoryColours: Record<Category, CategoryColours> = {
  Analyst: { strong: "#7b3fc4", soft: "#f3ecfc" },
  Diplomat: { strong: "#187a47", soft: "#e8f6ee" },
  Sentinel: { strong: "#2563c9", soft: "#e8f0fc" },
  Explorer: { strong: "#b0500a", soft: "#fdf0e4" },
};

const neutral: CategoryColours = { strong: "#5f6170", soft: "#f1f1f4" };

/** A category's colours; anything unknown is grey, as on the pages (spec §4). */
export function coloursOf(category: string | undefined): CategoryColours {
  return (category && categoryColours[category as Category]) || neutral;
}
