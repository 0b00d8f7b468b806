import 'server-only'

/** A relation as the wire sends it: the related document's id (joined or not), or null. */
