/** The basic pattern typed text must match to become an e-mail chip (spec 2 §5). */
const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;.]{2,}$/;
const SEPARATORS = /[\s,;]+/;

export const looksLikeEmail = (text: string) => EMAIL_PATTERN.test(text);

/**
 * What typed text of an e-mail chips field becomes: every part before a separator (comma,
 * semicolon, space), and with `final` (Enter, leaving the field) the last part too, is a new chip
 * when it looks like an e-mail address; what does not stays as text and is invalid. An address
 * that already is a chip is not added twice.
 */
export const splitEmailChips = (
  typed: string,
  chips: readonly string[],
  { final }: { final: boolean },
): { added: string[]; rest: string; invalid: boolean } => {
  const parts = typed.split(SEPARATORS);
  const typing = final ? '' : (parts.pop() ?? '');
  const candidates = parts.filter(Boolean);
  const known = new Set(chips.map((chip) => chip.toLowerCase()));
  const added: string[] = [];
  const rejected: string[] = [];
  for (const candidate of candidates) {
    if (!looksLikeEmail(candidate)) rejected.push(candidate);
    else if (!known.has(candidate.toLowerCase())) {
      known.add(candidate.toLowerCase());
      added.push(candidate);
    }
  }
  // Rejected text stays, with its separator while the user goes on typing after it.
  const kept = rejected.join(' ');
  const rest = final || !kept ? kept || typing : `${kept} ${typing}`;
  return { added, rest, invalid: rejected.length > 0 };
};
