/** A text of the demo content in the four languages: Chinese first, as stored in the base column. */
export type Row = [zh: string, en_US: string, ru_RU: string, es: string];
