import diff from 'microdiff';

// What a publish changed, as the History lists it to the people who edit the site (issue 58): the
// blocks and items by their own titles, the fields in words, never a path such as
// `blocks.2.props.roles.0.title`. "Open roles: 'Cloud Support Engineer' added; Hero: title changed
// to 'About Nexlink'".

type Key = string | number;

/** Groups shown in full before "and N more". */
const MAX_GROUPS = 4;
/** Changes shown in one group before "and N more". */
const MAX_PARTS = 3;
/** Text quoted in a summary is cut to this many characters. */
const MAX_QUOTED = 60;

const valueAt = (value: unknown, path: readonly Key[]): unknown =>
  path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<Key, unknown>)[key] : undefined), value);

const quoted = (text: string) => `'${text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text}'`;

/** A field's name in words: `metaDescription` → `meta description`. */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a person calls an item: its title, name, heading, label, question or address; a short text itself. */
function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? quoted(value.trim()) : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  const fields = value as Record<string, unknown>;
  for (const key of ['title', 'name', 'heading', 'label', 'question', 'path']) {
    const text = fields[key];
    if (typeof text === 'string' && text.trim()) return quoted(text.trim());
  }
  return 'props' in fields ? nameOf(fields.props) : undefined;
}

/** A page's block as the History names it: its kind, and its own title when it has one. */
function blockName(block: unknown): string {
  const type = (block as { type?: unknown } | undefined)?.type;
  const kind = typeof type === 'string' ? capitalised(words(type)) : 'A block';
  const own = nameOf((block as { props?: unknown } | undefined)?.props);
  return own ? `${kind} ${own}` : kind;
}

/** Where a change belongs (a block, an office, a part of the settings) and its path inside that. */
function placeOf(path: readonly Key[], before: unknown, after: unknown): { group: string; rest: Key[]; root: Key[] } {
  const [first, second] = path;
  if (first === 'blocks' && typeof second === 'number') {
    const root: Key[] = path[2] === 'props' ? ['blocks', second, 'props'] : ['blocks', second];
    // Named as it was, so a changed title reads "Hero 'Join us': title changed to 'Careers'".
    return { group: blockName(valueAt(before, ['blocks', second]) ?? valueAt(after, ['blocks', second])), rest: path.slice(root.length), root };
  }
  // An item of a list of the settings (an office, a route) changed inside: the item is the group.
  if (typeof second === 'number' && path.length > 2) {
    const item = valueAt(before, [first!, second]) ?? valueAt(after, [first!, second]);
    const name = nameOf(item);
    return {
      group: name ? `${capitalised(words(String(first)))} ${name}` : `${capitalised(words(String(first)))} ${second + 1}`,
      rest: path.slice(2),
      root: [first!, second],
    };
  }
  return { group: capitalised(words(String(first))), rest: path.slice(1), root: [first!] };
}

/** One change in words, inside its group. */
function partOf(change: ReturnType<typeof diff>[number], rest: readonly Key[], inBefore: unknown, inAfter: unknown): string {
  const done = change.type === 'CREATE' ? 'added' : change.type === 'REMOVE' ? 'removed' : 'changed';
  if (rest.length === 0) return done;
  const listAt = rest.findIndex((key) => typeof key === 'number');
  if (listAt >= 0) {
    const itemPath = rest.slice(0, listAt + 1);
    const item = change.type === 'CREATE' ? valueAt(inAfter, itemPath) : valueAt(inBefore, itemPath);
    const name = nameOf(item) ?? `item ${(rest[listAt] as number) + 1}`;
    if (rest.length === listAt + 1) return `${name} ${done}`;
    const field = rest.slice(listAt + 1).filter((key): key is string => typeof key === 'string').at(-1);
    return `${name}: ${field ? words(field) : 'an item'} ${done}${changedTo(change)}`;
  }
  const field = rest.filter((key): key is string => typeof key === 'string').map(words).join(' ');
  return `${field} ${done}${changedTo(change)}`;
}

/** " to 'the new text'" for a short text that changed. */
function changedTo(change: ReturnType<typeof diff>[number]): string {
  return change.type === 'CHANGE' && typeof change.value === 'string' && change.value.trim() ? ` to ${quoted(change.value.trim())}` : '';
}

/** What changed between two readings of a document (a page, the site's settings), in words. */
export function changeSummary(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const changes = diff(before, after);
  if (changes.length === 0) return 'No change';
  const groups = new Map<string, string[]>();
  for (const change of changes) {
    const path = change.path as Key[];
    const { group, rest, root } = placeOf(path, before, after);
    const part = partOf(change, rest, valueAt(before, root), valueAt(after, root));
    const parts = groups.get(group) ?? [];
    if (!parts.includes(part)) parts.push(part);
    groups.set(group, parts);
  }
  const described = [...groups].map(([group, parts]) => {
    const shown = parts.slice(0, MAX_PARTS).join(', ');
    return `${group}: ${parts.length > MAX_PARTS ? `${shown} and ${parts.length - MAX_PARTS} more changes` : shown}`;
  });
  const shown = described.slice(0, MAX_GROUPS).join('; ');
  return described.length > MAX_GROUPS ? `${shown}; and ${described.length - MAX_GROUPS} more parts changed` : shown;
}
