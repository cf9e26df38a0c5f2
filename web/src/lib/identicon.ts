/** A 5×5 left-right symmetric pattern and a colour, both read from a hex hash. */
export interface Identicon {
  /** rows[row][column], true where the cell is filled. */
  rows: boolean[][];
  color: string;
}

export const identiconGrid = 5;

/**
 * The same hash always draws the same picture, so the avatar stays recognisable when the avatar
 * service cannot be reached (offline deployments). Needs at least 18 hex digits.
 */
export function identiconOf(hash: string): Identicon {
  if (!/^[0-9a-f]{18,}$/i.test(hash))
    throw new Error('An identicon needs a hex hash of at least 18 digits');
  const nibble = (index: number) => parseInt(hash[index]!, 16);
  const half = Math.ceil(identiconGrid / 2);
  const rows = Array.from({ length: identiconGrid }, (_, row) =>
    Array.from({ length: identiconGrid }, (_, column) => {
      const mirrored = column < half ? column : identiconGrid - 1 - column;
      return nibble(mirrored * identiconGrid + row) % 2 === 0;
    }),
  );
  const hue = Math.round((parseInt(hash.slice(15, 18), 16) / 0xfff) * 360);
  // Saturation and lightness fixed so every colour reads well on the light background.
  return { rows, color: `hsl(${hue} 55% 45%)` };
}
