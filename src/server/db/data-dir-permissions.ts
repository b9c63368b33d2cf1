import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the embedded database (its WAL carries password hashes and mailed links), the documents, backups, the
// lock and the control socket: nobody but the server's own user may read any of it, whatever the umask (issue 47).

const OWNER_ONLY_UMASK = 0o077;
const FOLDER_MODE = 0o700;

export interface Tightened {
  folders: number;
  files: number;
}

/** Everything this process creates from now on is owner-only: PGlite, storage, backups and sockets all honour the umask. */
export function ownerOnlyFromNowOn(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Takes group and other bits off `root` and every folder and file under it (links are left alone: what they point at
 * is not ours). A missing `root` is left for its user to create, owner-only under the umask. Returns what changed.
 */
export function tightenTree(root: string): Tightened {
  const changed: Tightened = { folders: 0, files: 0 };
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== FOLDER_MODE) {
        fs.chmodSync(entry, FOLDER_MODE);
        changed.folders += 1;
      }
      for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    } else if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(entry, stat.mode & 0o700);
      changed.files += 1;
    }
  };
  visit(root);
  return changed;
}

/** At start: owner-only from now on, and what an earlier run or a looser umask left under each folder tightened, said in a line. */
export function secureDataFolders(folders: (string | null)[], log: (line: string) => void = console.log): void {
  ownerOnlyFromNowOn();
  for (const folder of folders) {
    if (!folder) continue;
    const { folders: dirs, files } = tightenTree(folder);
    if (dirs + files > 0) log(`Made ${dirs} folder(s) and ${files} file(s) under ${folder} readable by this user only (folders 0700, files without group or other bits).`);
  }
}
