// Tables of the console's recruitment data and colleagues (issue 19).

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StatisticsTables {}
