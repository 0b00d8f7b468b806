import 'server-only'

import config from '@payload-config'
import { getPayload as getPayloadInstance } from 'payload'

/**
 * The app's Payload (one per server process; Payload caches it). `cron: true` also starts its job-queue
 * timers (`jobs.autoRun`), once: src/server/boot/jobs.ts asks for that at start-up.
 */
export const getPayload = ({ cron = false }: { cron?: boolean } = {}) => getPayloadInstance({ config, cron })
