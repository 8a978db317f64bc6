/**
 * The designer's state changes. Every value is cleaned on the way in, so
 * the artwork, the address and the summary only ever see a valid design.
 */
import {
  clampNumber,
  cleanText,
  normalizeColor,
  ROTATION,
  SIZE,
  type FontId,
  type FrameId,
  type GoboDesign,
  type Material,
  type TemplateId,
  type TextField,
} from '../../lib/gobo/design';

export type DesignAction =
  | { type: 'template'; value: TemplateId }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'font'; value: FontId }
  | { type: 'size'; value: number }
  | { type: 'rotation'; value: number }
  | { type: 'frame'; value: FrameId }
  | { type: 'material'; value: Material }
  | { type: 'colorA' | 'colorB'; value: string }
  | { type: 'gradient'; value: boolean };

export function designReducer(design: GoboDesign, action: DesignAction): GoboDesign {
  switch (action.type) {
    case 'template':
      return { ...design, template: action.value };
    case 'text':
      return {
        ...design,
        texts: { ...design.texts, [action.field]: cleanText(action.field, action.value) },
      };
    case 'font':
      return { ...design, font: action.value };
    case 'size':
      return { ...design, size: clampNumber(action.value, SIZE.min, SIZE.max, SIZE.step) };
    case 'rotation':
      return {
        ...design,
        rotation: clampNumber(action.value, ROTATION.min, ROTATION.max, ROTATION.step),
      };
    case 'frame':
      return { ...design, frame: action.value };
    case 'material':
      return { ...design, material: action.value };
    case 'colorA':
    case 'colorB': {
      const color = normalizeColor(action.value);
      return color ? { ...design, [action.type]: color } : design;
    }
    case 'gradient':
      return { ...design, gradient: action.value };
  }
}
