/** The child whose record is open on the health screen: its id and its name as the lists show it. The lists that open a record and the record's parts (its immunizations, its documents) all take it from here. */
export type OpenedChild = { id: string; name: string }
