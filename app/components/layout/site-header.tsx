import { SiteNavLink } from "~/components/common/site-link";
import { cn } from "~/lib/utils";
import { AccountControls, useHeaderLinks } from "./account-controls";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavigationProgress } from "./navigation-progress";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground",
    isActive ? "text-primary" : "text-muted-foreground",
  );

export function SiteHeader() {
  const links = useHeaderLinks();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <SiteNavLink to={link.to} end={link.to === "/"} className={linkClasses}>
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden min-w-0 lg:block">
          <AccountControls layout="bar" />
        </div>

        <MobileMenu linkClasses={linkClasses} />
      </div>
      <NavigationProgress />
    </header>
  );
}
