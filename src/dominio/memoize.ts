/**
 * `compute` of a text, remembered: a report classifies 100,000 assets whose category texts repeat. Past
 * `max` different texts it forgets them all and starts again, so memory stays bounded.
 */
export function memoizeByText<T>(compute: (text: string) => T, max = 10_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text)!;
    if (known.size >= max) known.clear();
    const value = compute(text);
    known.set(text, value);
    return value;
  };
}
