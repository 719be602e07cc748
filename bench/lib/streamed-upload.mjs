import { request } from 'node:http'

/** One multipart upload of `fileMiB` MiB, written a MiB at a time (the client never holds the file). */
export function upload(url, sessionId, to, fileMiB) {
  const boundary = 'benchboundary7d9f'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="to"\r\n\r\n${to}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = Buffer.alloc(2 ** 20, 0x5a)
  return new Promise((resolve) => {
    const req = request(
      `${url}/api/v1/sessions/${sessionId}/messages/document`,
      {
        method: 'POST',
        headers: {
          authorization: 'Bearer bench-key',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + fileMiB * chunk.length + tail.length,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode, text }))
      },
    )
    req.on('error', (error) => resolve({ status: error.code, text: '' }))
    let sent = 0
    const write = () => {
      while (sent < fileMiB) {
        sent++
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      req.end(tail)
    }
    req.write(head)
    write()
  })
}
