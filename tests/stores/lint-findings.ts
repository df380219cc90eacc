/** One message of `web-ext lint -o json` (addons-linter's report): an error, warning or notice. */
export interface LintFinding {
  _type: 'error' | 'warning' | 'notice';
  code: string;
  message: string;
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based: the first character of the code the finding is about. */
  column?: number;
}

export interface LintReport {
  errors: LintFinding[];
  warnings: LintFinding[];
  notices: LintFinding[];
}

/**
 * Preact's own support for `dangerouslySetInnerHTML`, as its minified build writes it and the
 * bundle keeps it: `(h.__html==y.__html||h.__html==t.innerHTML)||(t.innerHTML=h.__html)`, names
 * renamed by the minifier, the shape kept (the backreferences). Our code never sets innerHTML, so
 * the only assignment a page's chunk may hold is this one (docs/STORES.md, "Lint").
 */
const PREACT_INNER_HTML =
  /([\w$]+)\.__html==[\w$]+\.__html\|\|\1\.__html==([\w$]+)\.innerHTML\)\|\|\(\2\.innerHTML=\1\.__html\)/g;

/** Whether the finding points at the start of Preact's `<el>.innerHTML=<props>.__html`. */
function isPreactInnerHtml(finding: LintFinding, readFile: (file: string) => string): boolean {
  const { code, file, line, column } = finding;
  if (code !== 'UNSAFE_VAR_ASSIGNMENT' || !file || !line || !column) return false;
  const text = readFile(file).split('\n')[line - 1] ?? '';
  return [...text.matchAll(PREACT_INNER_HTML)].some(
    (match) => match.index + match[0].lastIndexOf(`${match[2]}.innerHTML=`) === column - 1,
  );
}

/**
 * The findings that fail the gate: every error, and every warning or notice but the declared
 * exception, recognised by the source text at the position the linter reports (`readFile` reads
 * a file of the linted build by the path the report gives).
 */
export function findingsThatFail(
  report: LintReport,
  readFile: (file: string) => string,
): LintFinding[] {
  const warnings = [...report.warnings, ...report.notices];
  return [...report.errors, ...warnings.filter((finding) => !isPreactInnerHtml(finding, readFile))];
}
