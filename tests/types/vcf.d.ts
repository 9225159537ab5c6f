/** The parts of `vcf` (no types of its own) the card tests use to parse a Save To Contact file back. */
declare module 'vcf' {
  interface Property {
    valueOf(): string;
  }
  class vCard {
    parse(text: string): vCard;
    get(key: string): Property | Property[];
  }
  export default vCard;
}
