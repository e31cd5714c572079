// Readers of the deployment files, for tests/integration/deployment.test.ts:
// small parsers of exactly what those files use (a Dockerfile's instructions
// and .dockerignore's patterns, nginx's block syntax and location matching,
// the metric names of a PromQL expression). YAML and JSON have real parsers.

// ---------- Dockerfile ----------

export interface DockerInstruction {
  keyword: string;
  args: string;
}

export interface DockerStage {
  /** `AS name`, or null. */
  name: string | null;
  /** The base image, ARG defaults substituted. */
  base: string;
  instructions: DockerInstruction[];
}

/** The stages of a Dockerfile; ARGs declared before the first FROM are substituted in FROM lines. */
export function parseDockerfile(text: string): DockerStage[] {
  const logicalLines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const globalArgs = new Map<string, string>();
  const stages: DockerStage[] = [];
  for (const line of logicalLines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [image = '', as, name] = args.replace(/--platform=\S+\s*/, '').split(/\s+/);
      const base = image.replace(/\$\{?(\w+)\}?/g, (_, arg: string) => globalArgs.get(arg) ?? '');
      stages.push({ name: as?.toUpperCase() === 'AS' ? (name ?? null) : null, base, instructions: [] });
    } else if (stages.length === 0 && upper === 'ARG') {
      const [name = '', value = ''] = args.split('=');
      globalArgs.set(name, value);
    } else {
      stages.at(-1)?.instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

/** An instruction's exec form (`["node", "x.js"]`), or null for the shell form. */
export function execForm(args: string): string[] | null {
  const trimmed = args.trim();
  if (!trimmed.startsWith('[')) return null;
  return JSON.parse(trimmed) as string[];
}

export interface DockerCopy {
  /** `--from=stage`, or null: the build context. */
  from: string | null;
  sources: string[];
  destination: string;
}

export function parseCopy(args: string): DockerCopy {
  const words = execForm(args) ?? args.split(/\s+/).filter(Boolean);
  let from: string | null = null;
  const paths: string[] = [];
  for (const word of words) {
    if (word.startsWith('--from=')) from = word.slice('--from='.length);
    else if (!word.startsWith('--')) paths.push(word);
  }
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}

/** The stage an instruction inherits from, by name (FROM <stage>), up to an image. */
export function stageChain(stages: DockerStage[], stage: DockerStage): DockerStage[] {
  const parent = stages.find((other) => other.name !== null && other.name === stage.base);
  return parent ? [...stageChain(stages, parent), stage] : [stage];
}

// ---------- .dockerignore ----------

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether Docker leaves `path` (relative to the context) out of the build context, by .dockerignore's rules. */
export function dockerIgnores(dockerignore: string, path: string): boolean {
  const patterns = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const parts = path.split('/');
  let ignored = false;
  for (const line of patterns) {
    const negated = line.startsWith('!');
    const pattern = globToRegExp((negated ? line.slice(1) : line).replace(/^\/+|\/+$/g, ''));
    // A pattern that matches a folder leaves out everything in it.
    if (parts.some((_, i) => pattern.test(parts.slice(0, i + 1).join('/')))) ignored = !negated;
  }
  return ignored;
}

// ---------- nginx ----------

export interface NginxDirective {
  name: string;
  args: string[];
  block?: NginxDirective[];
}

function nginxTokens(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) i++;
    else if (char === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (char === '{' || char === '}' || char === ';') tokens.push(text[i++]!);
    else if (char === '"' || char === "'") {
      const end = text.indexOf(char, i + 1);
      if (end < 0) throw new Error(`nginx: unterminated quote at ${i}`);
      tokens.push(`\u0000${text.slice(i + 1, end)}`);
      i = end + 1;
    } else {
      let word = '';
      while (i < text.length && !/[\s{};]/.test(text[i]!)) word += text[i++];
      tokens.push(word);
    }
  }
  return tokens;
}

/** nginx's configuration as a tree of directives; quoted arguments lose their quotes. Throws on unbalanced blocks. */
export function parseNginx(text: string): NginxDirective[] {
  const tokens = nginxTokens(text);
  let at = 0;
  const unquote = (token: string) => (token.startsWith('\u0000') ? token.slice(1) : token);
  function block(nested: boolean): NginxDirective[] {
    const directives: NginxDirective[] = [];
    while (at < tokens.length) {
      if (tokens[at] === '}') {
        if (!nested) throw new Error('nginx: unexpected }');
        at++;
        return directives;
      }
      const name = tokens[at++]!;
      const args: string[] = [];
      while (at < tokens.length && tokens[at] !== ';' && tokens[at] !== '{') {
        if (tokens[at] === '}') throw new Error(`nginx: ${name} is missing its ;`);
        args.push(unquote(tokens[at++]!));
      }
      if (at >= tokens.length) throw new Error(`nginx: ${name} is missing its ; or block`);
      if (tokens[at++] === '{') directives.push({ name, args, block: block(true) });
      else directives.push({ name, args });
    }
    if (nested) throw new Error('nginx: a block is not closed');
    return directives;
  }
  return block(false);
}

export const directives = (block: NginxDirective[] | undefined, name: string): NginxDirective[] =>
  (block ?? []).filter((directive) => directive.name === name);

/**
 * The location nginx picks for `uri` among a server's locations: an exact
 * match (`=`), else the longest prefix if it is `^~`, else the first regular
 * expression that matches, else the longest prefix.
 */
export function selectLocation(server: NginxDirective, uri: string): NginxDirective | null {
  const locations = directives(server.block, 'location');
  const exact = locations.find((location) => location.args[0] === '=' && location.args[1] === uri);
  if (exact) return exact;
  const prefixes = locations
    .filter((location) => location.args.length === 1 || location.args[0] === '^~')
    .filter((location) => uri.startsWith(location.args.at(-1)!))
    .sort((a, b) => b.args.at(-1)!.length - a.args.at(-1)!.length);
  if (prefixes[0]?.args[0] === '^~') return prefixes[0];
  const regex = locations.find(
    (location) => (location.args[0] === '~' || location.args[0] === '~*') &&
      new RegExp(location.args[1]!, location.args[0] === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefixes[0] ?? null;
}

/** The directives named `name` in force in `levels` (outermost first): nginx takes the innermost level that has any. */
export function inherited(levels: NginxDirective[][], name: string): NginxDirective[] {
  for (const level of [...levels].reverse()) {
    const found = directives(level, name);
    if (found.length > 0) return found;
  }
  return [];
}

// ---------- PromQL ----------

const promqlKeywords = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset', 'inf', 'nan']);

/**
 * The metric names an expression selects: what remains once strings, label
 * matchers, ranges and label lists are taken out, function names (followed by
 * `(`) and keywords aside. Anything unrecognised counts as a metric name, so a
 * typo shows up as an unknown metric.
 */
export function promqlMetricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of stripped.matchAll(/(?<![\w.])[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const after = stripped.slice(match.index + match[0].length);
    if (/^\s*\(/.test(after) || promqlKeywords.has(match[0].toLowerCase())) continue;
    names.add(match[0]);
  }
  return [...names];
}

/** Every series name a Prometheus text exposition can hold: each `# TYPE`, with a histogram's and summary's own series. */
export function exposedMetricNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name = '', type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}
