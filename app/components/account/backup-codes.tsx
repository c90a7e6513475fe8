/** Backup codes, shown once after two-factor goes on or new ones are made. */
export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-lg border bg-muted p-4">
      <p className="text-sm font-semibold">Your backup codes</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Each works once, if you lose your phone. Keep them somewhere safe: they won&apos;t be shown
        again.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
