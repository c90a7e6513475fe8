import { useNavigation } from "react-router";

/** True while a form on this page is submitting to `action` (spec §2: "Please wait..."). */
export function usePendingSubmit(action: string, intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  const target = navigation.formAction?.split("?")[0];
  if (target !== action) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}
