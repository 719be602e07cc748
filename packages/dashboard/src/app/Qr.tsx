import QRCode from 'qrcode'
import { useEffect, useRef } from 'preact/hooks'

/** The pairing QR drawn in the page (never an image from elsewhere), redrawn each time WhatsApp rotates it. */
export function QrCanvas({ text }: { text: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (canvas.current) void QRCode.toCanvas(canvas.current, text, { width: 264, margin: 4, errorCorrectionLevel: 'L' })
  }, [text])
  return <canvas ref={canvas} class="qr" role="img" aria-label="QR code to scan with WhatsApp on the phone" />
}
