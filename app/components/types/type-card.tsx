import { Link } from "react-router";
import { categoryOf, categoryTone, type TypeCode } from "~/assessment/type-codes";
import { letterMeanings, lettersOf } from "~/assessment/letters";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

const toneBorder = {
  analyst: "hover:border-analyst",
  diplomat: "hover:border-diplomat",
  sentinel: "hover:border-sentinel",
  explorer: "hover:border-explorer",
  neutral: "hover:border-neutral-category",
} as const;

export function TypeCard({ code }: { code: TypeCode }) {
  const tone = categoryTone(categoryOf(code));
  const spelled = lettersOf(code)
    .map((letter) => letterMeanings[letter].name)
    .join(" · ");
  return (
    <Link
      to={`/personality-types/${code.toLowerCase()}`}
      className={cn(
        "flex flex-col gap-3 rounded-lg border bg-background p-5 shadow-sm transition-colors",
        toneBorder[tone],
      )}
    >
      <Badge variant={tone} className="self-start text-sm">
        {code}
      </Badge>
      <span className="text-sm text-muted-foreground">{spelled}</span>
    </Link>
  );
}
