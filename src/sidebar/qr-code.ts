/**
 * The players' page address as a QR code to print for the entrance, drawn
 * as SVG from qrcode-generator's modules (bundled: nothing is fetched).
 */
import qrcode from 'qrcode-generator';

const SVG = 'http://www.w3.org/2000/svg';
/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

export function qrCodeSvg(text: string, title: string): SVGSVGElement {
  // M: recovers from 15% damage, enough for a printed sheet on a wall.
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const size = count + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (code.isDark(row, column)) {
        path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
  }
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('role', 'img');
  const label = document.createElementNS(SVG, 'title');
  label.textContent = title;
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#fff');
  const modules = document.createElementNS(SVG, 'path');
  modules.setAttribute('d', path);
  modules.setAttribute('fill', '#000');
  svg.append(label, background, modules);
  return svg;
}
