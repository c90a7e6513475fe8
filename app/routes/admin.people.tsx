import { Form } from "react-router";
import { SiteLink as Link } from "~/components/common/site-link";
import { readOnlyAdminAction, requireAdmin } from "~/admin/guard.server";
import { searchPeople } from "~/admin/people.server";
import { formatDay } from "~/admin/format";
import { Pager, pageOf, RecordTable } from "~/components/admin/records";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Td } from "~/components/ui/table";
import type { Route } from "./+types/admin.people";

/** The longest search kept: an address is at most 320 characters. */
const maxQuery = 320;

/**
 * Finding a person (issue 22): by address, whole or in part, in any case, or by account id.
 * A GET form, so a search is a link that can be shared with another admin.
 */
/** Nothing here changes anything (app/admin/guard.server.ts). */
export const action = readOnlyAdminAction;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, maxQuery);
  const page = pageOf(url);
  if (!query) return { query, page, people: null, more: false };
  const { people, more } = await searchPeople(context.db, query, page);
  return { query, page, people, more };
}

export const meta: Route.MetaFunction = () => [
  { title: "People · Operators · TypeAtlas" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  const { query, page, people, more } = loaderData;
  return (
    <>
      <h2 className="text-2xl font-semibold">People</h2>
      <Form method="get" role="search" className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor="people-q">E-mail address or account id</Label>
          <Input
            id="people-q"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={maxQuery}
            autoComplete="off"
          />
        </div>
        <Button type="submit">Search</Button>
      </Form>
      {people === null ? (
        <p className="mt-6 text-sm text-muted-foreground">
          Type part of an address (any case) or a whole account id.
        </p>
      ) : (
        <>
          <RecordTable
            caption={`People matching “${query}”`}
            headers={["E-mail", "Name", "Confirmed", "Role", "Signed up"]}
            rows={people.length}
            empty={`Nobody matches “${query}”.`}
          >
            {people.map((person) => (
              <tr key={person.id}>
                <Td className="whitespace-nowrap">
                  <Link
                    to={`/admin/people/${person.id}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {person.email}
                  </Link>
                </Td>
                <Td>{person.name}</Td>
                <Td>{person.emailVerified ? "Yes" : "No"}</Td>
                <Td>{person.role}</Td>
                <Td className="whitespace-nowrap">{formatDay(person.createdAt)}</Td>
              </tr>
            ))}
          </RecordTable>
          <Pager
            path="/admin/people"
            search={new URLSearchParams({ q: query })}
            page={page}
            more={more}
            label="Pages of people"
          />
        </>
      )}
    </>
  );
}
