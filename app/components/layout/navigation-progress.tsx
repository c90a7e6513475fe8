import { useNavigation } from "react-router";

/**
 * The loading indicator of every page that waits for its data (the dashboard, a saved result): a
 * thin bar under the header while the next page loads, shown only after 150 ms so quick
 * navigations don't flash, and announced to screen readers.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <>
      <div
        aria-hidden="true"
        className={
          loading
            ? "absolute inset-x-0 bottom-0 h-0.5 origin-left rtl:origin-right animate-navigation-progress motion-reduce:animate-none motion-reduce:scale-x-50 bg-primary"
            : "hidden"
        }
      />
      <span role="status" className="sr-only">
        {loading ? "Loading..." : ""}
      </span>
    </>
  );
}
