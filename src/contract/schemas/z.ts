import { z } from 'zod'

/**
 * zod, configured once for every schema of the app. `jitless`: zod would otherwise probe `new Function`
 * to compile fast parsers, and our Content-Security-Policy (no 'unsafe-eval') makes the browser report
 * that probe as a violation on every page with a form. Our objects are small; the interpreter is enough.
 */
z.config({ jitless: true })

export { z }
