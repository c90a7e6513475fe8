import { Briefcase, Heart, Sparkles, User } from "lucide-react";
import type { ReactNode } from "react";
import type { PersonalityProfile, ProfilePoint } from "~/assessment/profile-types";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { MessageKey } from "~/i18n/english";
import { useT } from "~/i18n/use-t";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 first:mt-0">
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Points({ points }: { points: readonly ProfilePoint[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {points.map((point) => (
        <li key={point.title} className="rounded-lg border p-4">
          <p className="font-semibold">{point.title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{point.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc pl-5 text-sm leading-relaxed">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Tip({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border-s-4 border-primary bg-accent p-4 text-sm">{children}</p>;
}

const tabs: readonly { value: string; label: MessageKey; icon: typeof User }[] = [
  { value: "overview", label: "results:tabs.overview", icon: User },
  { value: "strengths", label: "results:tabs.strengths", icon: Sparkles },
  { value: "careers", label: "results:tabs.careers", icon: Briefcase },
  { value: "relationships", label: "results:tabs.relationships", icon: Heart },
];

/** Overview, Strengths, Careers and Relationships (spec §2 "/personality-test", Results). */
export function ProfileTabs({ profile }: { profile: PersonalityProfile }) {
  const t = useT();
  return (
    <Tabs defaultValue="overview">
      <TabsList className="w-full justify-start">
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon className="mr-1.5 size-4" aria-hidden="true" />
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview" className="pt-2">
        <p className="text-pretty leading-relaxed">{profile.description}</p>
        <Section title={t("results:tabs.famousPeople")}>
          <Chips items={profile.famousPeople} />
          <p className="mt-2 text-xs text-muted-foreground">{t("results:tabs.famousPeopleNote")}</p>
        </Section>
        <Section title={t("results:tabs.coreValues")}>
          <Chips items={profile.coreValues} />
        </Section>
      </TabsContent>
      <TabsContent value="strengths" className="pt-2">
        <Section title={t("results:tabs.strengths")}>
          <Points points={profile.strengths} />
        </Section>
        <Section title={t("results:tabs.growth")}>
          <Points points={profile.challenges} />
        </Section>
      </TabsContent>
      <TabsContent value="careers" className="pt-2">
        <Section title={t("results:tabs.idealCareers")}>
          <Chips items={profile.careers.ideal} />
        </Section>
        <Section title={t("results:tabs.workEnvironment")}>
          <Bullets items={profile.careers.environment} />
        </Section>
        <Section title={t("results:tabs.careerTip")}>
          <Tip>{profile.careers.tip}</Tip>
        </Section>
      </TabsContent>
      <TabsContent value="relationships" className="pt-2">
        <Section title={t("results:tabs.relationshipStrengths")}>
          <Bullets items={profile.relationships.strengths} />
        </Section>
        <Section title={t("results:tabs.compatibleTypes")}>
          <Chips items={profile.relationships.compatibleTypes} />
        </Section>
        <Section title={t("results:tabs.relationshipTip")}>
          <Tip>{profile.relationships.tip}</Tip>
        </Section>
      </TabsContent>
    </Tabs>
  );
}
