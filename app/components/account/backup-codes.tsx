import { useT } from "~/i18n/use-t";

/** Backup codes, shown once after two-factor goes on or new ones are made. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const t = useT();
  return (
    <div className="rounded-lg border bg-muted p-4">
      <p className="text-sm font-semibold">{t("account:backupCodes.title")}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t("account:backupCodes.body")}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
