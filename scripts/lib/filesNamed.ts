import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Every file called `name` below `folder` (both from `root`), by its path from `root`, with its text. */
export function filesNamed(root: string, folder: string, name: string): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (current: string) => {
    for (const entry of readdirSync(path.join(root, current), { withFileTypes: true })) {
      const relative = `${current}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (entry.name === name) found.set(relative, readFileSync(path.join(root, relative), 'utf8'))
    }
  }
  walk(folder)
  return found
}
