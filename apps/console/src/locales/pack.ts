/** Every leaf a string: the shape the other languages' packs must have (a missing key fails to compile). */
export type Pack<T> = { [K in keyof T]: T[K] extends string ? string : Pack<T[K]> };
