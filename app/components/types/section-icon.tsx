import { Baby, BookOpen, Briefcase, Building2, Flag, Heart, Scale, Users } from "lucide-react";
import type { SectionIconName } from "~/content/type-sections";

const icons = {
  scale: Scale,
  heart: Heart,
  users: Users,
  baby: Baby,
  briefcase: Briefcase,
  building: Building2,
  flag: Flag,
  book: BookOpen,
} as const;

export function SectionIcon({ name, className }: { name: SectionIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
