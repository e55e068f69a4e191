/**
 * Rounding as C.07 10 asks for averages ("0.5 rounded up"). The small
 * allowance absorbs binary floating-point error in values that are exactly
 * half-way in decimal (e.g. 1262.5 arriving as 1262.4999999999998).
 */
export function roundHalfUp(value: number, decimals = 0): number {
  const scale = 10 ** decimals;
  return Math.floor(value * scale + 0.5 + 1e-9) / scale;
}
