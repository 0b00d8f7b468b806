// s3rver ships no types: what the tests use of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'
  import type { Server } from 'node:http'

  type Options = {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<AddressInfo>
    close(): Promise<void>
    httpServer?: Server
  }
}
