/** A catalogue in another language must have exactly the English one's keys. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
