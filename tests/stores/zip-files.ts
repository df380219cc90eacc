import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import type { PackageFiles } from './compare-files';

/** The files of a zip (folders left out: a package is its files). JSZip is what `wxt zip` writes with. */
export async function readZip(zipPath: string): Promise<PackageFiles> {
  const zip = await JSZip.loadAsync(await readFile(zipPath));
  const files = new Map<string, Uint8Array>();
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) files.set(entry.name, await entry.async('uint8array'));
  }
  return files;
}

/** The files under a folder, by path relative to it with `/`, as in a zip. */
export async function readFolder(folder: string): Promise<PackageFiles> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = new Map<string, Uint8Array>();
  for (const entry of entries.filter((each) => each.isFile())) {
    const absolute = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, absolute).split(path.sep).join('/'), await readFile(absolute));
  }
  return files;
}

/** Writes a zip's files into `folder`; a path that would land outside it is refused. */
export async function unpackZip(zipPath: string, folder: string): Promise<void> {
  for (const [name, bytes] of await readZip(zipPath)) {
    const target = path.resolve(folder, name);
    if (!target.startsWith(path.resolve(folder) + path.sep)) {
      throw new Error(`${zipPath}: ${name} would be written outside ${folder}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}
