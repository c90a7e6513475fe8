import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { useT } from "~/i18n/use-t";
import { teamLimits } from "~/teams/team-limits";

/**
 * A team's name and description (`makeTeamSchema`): the fields of creating a team on /teams and of
 * changing them in a team's settings.
 */
export function TeamDetailsFields({
  fields,
}: {
  fields: {
    name: FieldMetadata<string | undefined>;
    description: FieldMetadata<string | undefined>;
  };
}) {
  const t = useT();
  return (
    <>
      <Field
        field={fields.name}
        label={t("teams:create.name")}
        hint={t("teams:create.nameHint", { max: teamLimits.nameLength })}
      >
        <Input autoComplete="off" maxLength={teamLimits.nameLength} />
      </Field>
      <Field
        field={fields.description}
        label={t("teams:create.descriptionLabel")}
        hint={t("teams:create.descriptionHint", { max: teamLimits.descriptionLength })}
      >
        <Textarea maxLength={teamLimits.descriptionLength} rows={3} />
      </Field>
    </>
  );
}
