import { useLocalize } from "~/i18n/use-language";
import { useNavigation } from "react-router";

/** True while a form on this page is submitting to `action` (spec §2: "Please wait..."). */
export function usePendingSubmit(action: string, intent?: string): boolean {
  const navigation = useNavigation();
  const localize = useLocalize();
  if (navigation.state !== "submitting") return false;
  const target = navigation.formAction?.split("?")[0];
  if (target !== localize(action)) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}
