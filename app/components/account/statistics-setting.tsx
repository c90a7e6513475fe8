import { PrivacyLine } from "~/components/results/statistics-consent";
import { getFormProps } from "@conform-to/react";
import { useMemo, type ReactNode } from "react";
import { Form } from "react-router";
import { makeStatisticsChoiceSchema } from "~/components/account/account-schemas";
import { AccountSection } from "~/components/account/account-section";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/form-field";
import { useT } from "~/i18n/use-t";
import { useSchemaForm, type FormAnswer } from "~/lib/forms";
import { usePendingSubmit } from "~/lib/use-pending-submit";

/**
 * The account's choice to give its results to the site's statistics (issue 22, departure 20):
 * what is given, the choice as it stands, and the one button that changes it. A plain form, so it
 * works without JavaScript; the results screen's panel links here.
 */
export function StatisticsSetting({
  icon,
  on,
  count,
  answer,
}: {
  icon: ReactNode;
  on: boolean;
  /** How many results are given under the account's id. */
  count: number;
  /** The action's answer, when it was for this form. */
  answer: FormAnswer | undefined;
}) {
  const t = useT();
  const pending = usePendingSubmit("/account/data");
  const schema = useMemo(() => makeStatisticsChoiceSchema(t), [t]);
  const [form, fields] = useSchemaForm({ id: "statistics", schema, answer });
  return (
    <div id="statistics" className="scroll-mt-24">
      <AccountSection
        icon={icon}
        title={t("consent:settings.title")}
        description={t("consent:what")}
      >
        <PrivacyLine className="" />
        <p className="mt-4 font-medium" data-testid="statistics-choice">
          {on ? t("consent:settings.on", { count }) : t("consent:settings.off")}
        </p>
        {on ? (
          <p className="mt-1 text-sm text-muted-foreground">{t("consent:settings.offExplained")}</p>
        ) : null}
        <FormErrors form={form} title={answer?.title} />
        <Form method="post" {...getFormProps(form)} className="mt-4">
          <input type="hidden" name="intent" value="statistics" />
          {fields.choice.errors?.[0] ? (
            <p id={fields.choice.errorId} className="mb-2 text-sm text-destructive">
              {fields.choice.errors[0]}
            </p>
          ) : null}
          <Button
            type="submit"
            name={fields.choice.name}
            value={on ? "off" : "on"}
            variant="outline"
            disabled={pending}
          >
            {pending
              ? t("auth:form.wait")
              : on
                ? t("consent:settings.turnOff")
                : t("consent:settings.turnOn")}
          </Button>
        </Form>
      </AccountSection>
    </div>
  );
}
