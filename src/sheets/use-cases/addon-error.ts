/** Something the organiser must know or fix; its message is shown as it is. */
export class AddonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddonError';
  }
}
