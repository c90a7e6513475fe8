import type { ReactNode } from "react";
import { SiteLink as Link } from "~/components/common/site-link";
import { Table, Th } from "~/components/ui/table";

/**
 * Small pieces the People and Payments pages of the operators' area share (issue 22): a table of
 * records (the site's `Table`, or a short sentence when there are none), a date written the same
 * way on the server and in the browser, and links to the previous and next page.
 */

export function RecordTable({
  caption,
  headers,
  children,
  empty,
  rows,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
  /** Said instead of the table when `rows` is 0. */
  empty: string;
  rows: number;
}) {
  if (rows === 0) {
    return (
      <section className="mt-8">
        <h3 className="text-lg font-semibold">{caption}</h3>
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      </section>
    );
  }
  return (
    <Table className="mt-8" caption={caption} captionClassName="text-lg">
      <thead>
        <tr>
          {headers.map((header) => (
            <Th key={header} scope="col" className="whitespace-nowrap">
              {header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

/** Links to the newer and older pages of a list, keeping the other query parameters. */
export function Pager({
  path,
  search,
  page,
  more,
  label,
}: {
  /** The list's own path, `/admin/people`. */
  path: string;
  /** The current query, without `page`. */
  search: URLSearchParams;
  page: number;
  more: boolean;
  label: string;
}) {
  if (page <= 1 && !more) return null;
  const to = (target: number) => {
    const query = new URLSearchParams(search);
    if (target > 1) query.set("page", String(target));
    else query.delete("page");
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  const linkClass =
    "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass}>
          Previous page
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground">Page {page}</span>
      {more ? (
        <Link to={to(page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/** The page number in the query, from 1; anything else reads as the first page. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
