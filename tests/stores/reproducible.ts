/**
 * `npm run test:reproducible` (after `npm run zip`): does the sources zip build the Firefox zip,
 * as AMO's reviewer will try? Unpacks the sources zip into an empty folder, runs the commands its
 * SOURCE_CODE_REVIEW.md gives, and compares what they built with the Firefox zip, file by file and
 * byte for byte. Prints every file that differs and exits 1 on any difference (docs/STORES.md).
 *
 * `--sources <zip> --firefox <zip>` check other packages than this version's in `.output/`.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareFiles, describeDifference } from './compare-files';
import { readFolder, readZip, unpackZip } from './zip-files';

/** Where the reviewer's build writes the extension, as SOURCE_CODE_REVIEW.md says. */
const BUILT_FOLDER = '.output/firefox-mv3';
const INSTRUCTIONS = 'SOURCE_CODE_REVIEW.md';

/** The lines of the instructions' first ```sh block: the reviewer's commands, one per line. */
function reviewerCommands(markdown: string): string[] {
  const block = /```sh\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (!block) throw new Error(`${INSTRUCTIONS} has no \`\`\`sh block of commands`);
  return block.split('\n').filter((line) => line.trim() !== '');
}

async function defaultZips(): Promise<{ sources: string; firefox: string }> {
  const { name, version } = JSON.parse(await readFile('package.json', 'utf8'));
  const zip = (suffix: string) => path.resolve(`.output/${name}-${version}-${suffix}.zip`);
  return { sources: zip('sources'), firefox: zip('firefox') };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { sources: { type: 'string' }, firefox: { type: 'string' } },
  });
  const zips = { ...(await defaultZips()), ...values };
  const folder = await mkdtemp(path.join(tmpdir(), 'gatehouse-rebuild-'));
  await unpackZip(zips.sources, folder);
  const commands = reviewerCommands(await readFile(path.join(folder, INSTRUCTIONS), 'utf8'));
  // The reviewer's commands as written, without what `npm run` tells its scripts about this
  // project (its folder, its package.json) and without WXT_ variables, which the reviewer has
  // not and the build would bake in (docs/STORES.md, "Packages"). The user's npm settings
  // (registry, cache) stay, but for ignore-scripts: the reviewer's `npm ci` runs `postinstall`
  // (wxt prepare), so this one does too. Three more keep CI quick (the cache first, no audit or
  // funding lookups): they change what is downloaded, never what is installed.
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !/^(npm_package_|npm_lifecycle_|npm_config_local_prefix$|INIT_CWD$|WXT_)/.test(name),
      ),
    ),
    npm_config_ignore_scripts: 'false',
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  for (const command of commands) {
    console.log(`$ ${command}    (in ${folder})`);
    execSync(command, { cwd: folder, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const differences = compareFiles(
    await readZip(zips.firefox),
    await readFolder(path.join(folder, BUILT_FOLDER)),
  );
  if (differences.length > 0) {
    console.error(`${path.basename(zips.sources)} does not build ${path.basename(zips.firefox)}:`);
    for (const difference of differences) console.error(`  ${describeDifference(difference)}`);
    console.error(
      '(A chunk name ends in a hash of its content: a changed chunk is one missing, one extra.)',
    );
    console.error(`The rebuild is kept in ${folder} to compare.`);
    return 1;
  }
  await rm(folder, { recursive: true });
  console.log(
    `${path.basename(zips.sources)} builds ${path.basename(zips.firefox)}, file for file.`,
  );
  return 0;
}

process.exitCode = await main();
