/**
 * The rules by role (docs/architecture.md, "Rules"), enforced: ESLint refuses an import that goes the
 * wrong way, shown here by planting one in each role's folder and linting it with the project's own
 * config; src's folders (each feature a folder of its own) import each other in no loop; every server
 * module starts with `import 'server-only'`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

import { type Edge, folderEdges, folderLoops } from '../../scripts/lib/importEdges'

const ROOT = path.join(import.meta.dirname, '../..')
const RULE = '@typescript-eslint/no-restricted-imports'

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

describe('ESLint refuses an import that breaks a rule of the layers', () => {
  const planted: { rule: string; file: string; code: string; says: RegExp }[] = [
    { rule: 'a collection imports no service', file: 'src/collections/Planted.ts', code: "import { requireCreate } from '@/server/actor'\nexport const x = requireCreate\n", says: /request layer/ },
    { rule: 'an access rule imports no route handler', file: 'src/access/planted.ts', code: "import { GET } from '@/app/api/ratios/route'\nexport const x = GET\n", says: /request layer/ },
    { rule: 'a feature’s hook imports not its service', file: 'src/features/incidents/hooks/planted.ts', code: "import { incidents } from '../service'\nexport const x = incidents\n", says: /request layer/ },
    { rule: 'a feature’s contract imports not its routes', file: 'src/features/incidents/record.ts', code: "import { GET } from './routes/incidents'\nexport const x = GET\n", says: /request layer/ },
    { rule: 'the contract imports no service', file: 'src/contract/planted.ts', code: "import { asUser } from '@/server/actor'\nexport const x = asUser\n", says: /request layer/ },
    { rule: 'a service imports no screen', file: 'src/server/planted.ts', code: "import { Button } from '@/components/ui/button'\nexport const x = Button\n", says: /Only screens and pages import screens/ },
    { rule: 'a feature’s route imports not its screens', file: 'src/features/incidents/routes/planted.ts', code: "import { IncidentDialog } from '../screens/staff/IncidentDialog'\nexport const x = IncidentDialog\n", says: /Only screens and pages import screens/ },
    { rule: 'a mail imports no screen', file: 'src/mail/planted.ts', code: "import { ParentDashboard } from '@/components/portal/ParentDashboard'\nexport const x = ParentDashboard\n", says: /Only screens and pages import screens/ },
    { rule: 'the contract imports no feature', file: 'src/contract/api.ts', code: "import { incidentEndpoints } from '@/features/incidents/endpoints'\nexport const x = incidentEndpoints\n", says: /imports no feature/ },
    { rule: 'the contract’s schemas import no feature', file: 'src/contract/schemas/planted.ts', code: "import { incidentSchema } from '@/features/incidents/schemas'\nexport const x = incidentSchema\n", says: /imports no feature/ },
    { rule: 'the kernel imports no feature', file: 'src/mail/planted.ts', code: "import { incidentMail } from '@/features/incidents/mail'\nexport const x = incidentMail\n", says: /imports no feature/ },
    { rule: 'a shared screen imports no feature', file: 'src/components/ui/planted.tsx', code: "import { IncidentDialog } from '@/features/incidents/screens/staff/IncidentDialog'\nexport const x = IncidentDialog\n", says: /imports no feature/ },
    { rule: 'lib imports no collection', file: 'src/lib/planted.ts', code: "import { Children } from '@/collections/Children'\nexport const x = Children\n", says: /src\/lib stands under every layer/ },
    { rule: 'lib imports no mail', file: 'src/lib/planted.ts', code: "import { queueMail } from '@/mail/queue'\nexport const x = queueMail\n", says: /src\/lib stands under every layer/ },
    { rule: 'a host screen of the kernel takes no feature’s section in (the registry hands it the sections)', file: 'src/components/portal/ParentDashboard.tsx', code: "import { BillingSummary } from '@/features/billing/screens/portal/BillingSummary'\nexport const x = BillingSummary\n", says: /imports no feature/ },
    { rule: 'an admin screen takes no feature’s tab in', file: 'src/components/staff/admin/AdminScreen.tsx', code: "import { PhotosTab } from '@/features/photos/screens/staff/PhotosTab'\nexport const x = PhotosTab\n", says: /imports no feature/ },
    { rule: 'a page imports not the registry’s server side', file: 'src/app/(frontend)/[locale]/(staff)/admin/page.tsx', code: "import { FEATURES } from '@/registry/features'\nexport const x = FEATURES\n", says: /only its screens/ },
    { rule: 'a kernel list takes no feature in (the registry does)', file: 'src/collections/index.ts', code: "import { Incidents } from '@/features/incidents/collection'\nexport const x = Incidents\n", says: /imports no feature/ },
    { rule: 'the jobs take no feature’s task (the registry does)', file: 'src/jobs/index.ts', code: "import { billingRunTask } from '@/features/billing/jobs/billingRun'\nexport const x = billingRunTask\n", says: /imports no feature/ },
    { rule: 'the seed takes no feature’s step (the registry does)', file: 'src/seed/index.ts', code: "import { seedDrills } from '@/features/drills/seed'\nexport const x = seedDrills\n", says: /imports no feature/ },
    { rule: 'a feature imports not the registry', file: 'src/features/incidents/feature.ts', code: "import { FEATURES } from '@/registry/features'\nexport const x = FEATURES\n", says: /src\/registry stands above/ },
    { rule: 'a feature’s service imports not the registry', file: 'src/features/incidents/service.ts', code: "import { collections } from '@/registry'\nexport const x = collections\n", says: /src\/registry stands above/ },
    { rule: 'the kernel imports not the registry', file: 'src/server/planted.ts', code: "import { jobTasks } from '@/registry'\nexport const x = jobTasks\n", says: /src\/registry stands above/ },
    { rule: 'the kernel imports not the registry, relatively either', file: 'src/seed/planted.ts', code: "import { SEED_STEPS } from '../registry/seed'\nexport const x = SEED_STEPS\n", says: /src\/registry stands above/ },
    { rule: 'zod comes configured from the contract', file: 'src/server/planted.ts', code: "import { z } from 'zod'\nexport const x = z\n", says: /contract\/schemas\/z/ },
  ]
  for (const { rule, file, code, says } of planted) {
    it(`${rule}: ${file}`, async () => {
      const messages = await refusals(file, code)
      expect(messages).toHaveLength(1)
      expect(messages[0]).toMatch(says)
    })
  }

  const allowed: { rule: string; file: string; code: string }[] = [
    { rule: 'a screen imports screens', file: 'src/components/portal/Planted.tsx', code: "import { Button } from '@/components/ui/button'\nexport const x = Button\n" },
    { rule: 'a feature’s route imports its service', file: 'src/features/incidents/routes/planted.ts', code: "import { incidents } from '../service'\nexport const x = incidents\n" },
    { rule: 'a feature’s screen imports its contract and the kernel’s screens', file: 'src/features/incidents/screens/portal/Planted.tsx', code: "import { incidentSchema } from '../../schemas'\nimport { Button } from '@/components/ui/button'\nexport const x = [incidentSchema, Button]\n" },
    { rule: 'a feature’s screen takes another feature’s screen in', file: 'src/features/attendance/screens/portal/TodayAtCentre.tsx', code: "import { IncidentReports } from '@/features/incidents/screens/portal/IncidentReports'\nexport const x = IncidentReports\n" },
    { rule: 'a page renders the registry’s screens', file: 'src/app/(frontend)/[locale]/(staff)/admin/page.tsx', code: "import { AdminScreen } from '@/registry/screens/AdminScreen'\nexport const x = AdminScreen\n" },
    { rule: 'the registry’s screens take the kernel’s hosts and the features’ sections', file: 'src/registry/screens/Planted.tsx', code: "import { AdminScreen } from '@/components/staff/admin/AdminScreen'\nimport { photosStaffSections } from '@/features/photos/screens/staff/sections'\nexport const x = [AdminScreen, photosStaffSections]\n" },
    { rule: 'the registry takes a feature in', file: 'src/registry/planted.ts', code: "import { incidentsFeature } from '@/features/incidents/feature'\nexport const x = incidentsFeature\n" },
    { rule: 'the registry takes the kernel’s parts', file: 'src/registry/planted.ts', code: "import { kernelCollections } from '@/collections'\nimport { jobsConfigWith } from '@/jobs'\nimport { runSeed } from '@/seed'\nexport const x = [kernelCollections, jobsConfigWith, runSeed]\n" },
    { rule: 'the app’s top starts the registry’s start-ups', file: 'src/instrumentation.ts', code: "import { startFeatures } from './registry/startUps'\nexport const x = startFeatures\n" },
    { rule: 'a service imports the data model and the contract', file: 'src/server/planted.ts', code: "import { Children } from '@/collections/Children'\nimport { probeEndpoints } from '@/contract/api'\nexport const x = [Children, probeEndpoints]\n" },
  ]
  for (const { rule, file, code } of allowed) {
    it(`and lets it be where the rules allow it: ${rule}`, async () => {
      expect(await refusals(file, code)).toEqual([])
    })
  }
})

describe('ESLint refuses an import of the registry from below it', () => {
  /** The messages of the registry's own rule (the core no-restricted-imports, beside the roles' rule). */
  async function registryRefusals(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
  }
  const code = "import { api } from '@/registry/api'\nexport const x = api\n"
  for (const file of ['src/features/incidents/screens/portal/Planted.tsx', 'src/features/incidents/routes/planted.ts', 'src/contract/planted.ts', 'src/components/portal/ParentDashboard.tsx', 'src/server/planted.ts']) {
    it(`refused: ${file}`, async () => {
      const messages = await registryRefusals(file, code)
      expect(messages).toHaveLength(1)
      expect(messages[0]).toMatch(/imports the registry/)
    })
  }

  it('and lets the registry take the features and the kernel in', async () => {
    const composing = "import { probeEndpoints } from '@/contract/api'\nimport { incidentEndpoints } from '@/features/incidents/endpoints'\nexport const x = [probeEndpoints, incidentEndpoints]\n"
    expect(await registryRefusals('src/registry/planted.ts', composing)).toEqual([])
    expect(await refusals('src/registry/planted.ts', composing)).toEqual([])
  })
})

describe('no loops between folders', () => {
  // The registry (src/registry) imports features and the kernel by design (it composes the app from them): not a loop's edge.
  const edges = () => folderEdges().filter((edge) => !edge.file.startsWith('src/registry/'))

  it('src’s folders, each feature one of its own, import each other in no loop, type imports included', () => {
    expect(folderLoops(edges(), { runtimeOnly: false })).toEqual([])
  })

  it('a loop planted among them is found, with the folders it closes', () => {
    const planted: Edge = { from: 'lib', to: 'server', file: 'src/lib/planted.ts', target: 'src/server/actor.ts', typeOnly: false }
    const all = edges()
    expect(all.some((edge) => edge.from === 'server' && edge.to === 'lib')).toBe(true)
    const loops = folderLoops([...all, planted], { runtimeOnly: true })
    expect(loops).toHaveLength(1)
    expect(loops[0]).toEqual(expect.arrayContaining(['lib', 'server']))
  })

  it('the registry is a folder of its own, which takes the features in and which nothing in src but src/instrumentation.ts and the pages (its screens) imports', () => {
    const all = folderEdges()
    expect(all.some((edge) => edge.from === 'registry' && edge.to === 'features/incidents')).toBe(true)
    const importers = all.filter((edge) => edge.to === 'registry' && edge.from !== 'registry' && !edge.from.startsWith('(root)'))
    expect(importers.filter((edge) => !edge.file.startsWith('src/app/')).map((edge) => edge.file)).toEqual(['src/instrumentation.ts'])
    expect(importers.filter((edge) => edge.file.startsWith('src/app/')).map((edge) => edge.target).sort()).toEqual(
      ['src/registry/screens/AdminDashboardScreen.tsx', 'src/registry/screens/AdminScreen.tsx', 'src/registry/screens/ParentDashboard.tsx'],
    )
  })

  it('no file of the kernel imports a feature (the hosting screens get the features’ sections from the registry)', () => {
    const kernel = ['access', 'collections', 'components', 'contract', 'i18n', 'jobs', 'lib', 'mail', 'seed', 'server', 'migrations']
    expect(folderEdges().filter((edge) => kernel.includes(edge.from) && edge.to.startsWith('features/')).map((edge) => edge.file)).toEqual([])
  })

  it('no file of the kernel’s server side (collections, jobs, seed) imports a feature', () => {
    const kernel = ['collections', 'jobs', 'seed']
    expect(folderEdges().filter((edge) => kernel.includes(edge.from) && edge.to.startsWith('features/')).map((edge) => edge.file)).toEqual([])
  })

  it('each feature is a folder of its own in the edges', () => {
    expect(folderEdges().some((edge) => edge.from === 'features/incidents' && edge.to === 'contract')).toBe(true)
  })
})

describe('server-only stays on every server module', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : []
    })
  const serverModules = () => [
    ...files(path.join(ROOT, 'src/server')),
    ...readdirSync(path.join(ROOT, 'src/features'))
      .filter((name) => statSync(path.join(ROOT, 'src/features', name)).isDirectory())
      .flatMap((feature) => {
        const dir = path.join(ROOT, 'src/features', feature)
        const own = ['service.ts', 'wire.ts'].map((name) => path.join(dir, name)).filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile())
        const routes = statSync(path.join(dir, 'routes'), { throwIfNoEntry: false }) ? files(path.join(dir, 'routes')) : []
        return [...own, ...routes]
      }),
  ]

  it('src/server and each feature’s service, wire and routes start with import \'server-only\'', () => {
    const modules = serverModules()
    expect(modules.length).toBeGreaterThan(40)
    const without = modules.filter((file) => !/^(\/\*\*[\s\S]*?\*\/\s*)?import 'server-only'/.test(readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file))
    expect(without).toEqual([])
  })
})
