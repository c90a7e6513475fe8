import type { LucideIcon } from "lucide-react";

export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A bordered card with an icon badge, a heading and a sentence (home features, about values). */
export function IconCard({ icon: Icon, title, text }: IconCardItem) {
  return (
    <div className="rounded-lg border p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary">
        <Icon className="size-6 text-primary" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-muted-foreground">{text}</p>
    </div>
  );
}
