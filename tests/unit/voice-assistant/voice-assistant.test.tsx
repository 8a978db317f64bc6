/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * (Node export conditions so that `yaml` loads its Node build to read the
 * shipped site.yaml; the DOM is still jsdom.)
 *
 * The voice-assistant widget: nothing at all when site.yaml switches it
 * off; otherwise the provider's element with its attributes, and the
 * provider's script through Gatsby's <Script>, idle strategy, only after the
 * page's load event and the visitor's first interaction, checked against
 * site.yaml's fingerprint when it has one; a script that fails to load (or
 * does not match) removes the widget. On a page, the element also carries
 * the widget's texts and language in the page's language, read here from
 * the translation files.
 */
import fs from 'node:fs';
import { act, render } from '@testing-library/react';
import { Script, useStaticQuery } from 'gatsby';
import { parse } from 'yaml';
import {
  VOICE_ASSISTANT_SCRIPT_ID,
  VoiceAssistant,
  VoiceAssistantWidget,
} from '../../../src/components/VoiceAssistant/VoiceAssistant';
import type { VoiceAssistantConfig } from '../../../src/components/VoiceAssistant/use-voice-assistant-config';
import type { SiteConfig } from '../../../src/config/schema';
import {
  pageAttributes,
  VOICE_ASSISTANT_NAMESPACE,
  WIDGET_TEXTS,
  widgetTextKey,
} from '../../../src/lib/voice-assistant';
import { SITE_YAML, translation } from '../../support/site';
import { LANGUAGES, renderAsPage } from '../support/render-as-page';

jest.mock('gatsby', () => ({
  ...jest.requireActual<Record<string, unknown>>('../../__mocks__/gatsby'),
  Script: jest.fn(() => null),
}));

const script = jest.mocked(Script);

const CONFIG: VoiceAssistantConfig = {
  enabled: true,
  scriptUrl: 'https://widgets.example.test/voice.js',
  scriptIntegrity: null,
  element: 'voice-agent',
  attributes: [
    { name: 'agent-id', value: 'agent-123' },
    { name: 'variant', value: 'compact' },
  ],
};

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** The visitor's first move over the page. */
function interact(type = 'pointermove') {
  act(() => {
    window.dispatchEvent(new Event(type));
  });
}

afterEach(() => {
  setReadyState('complete');
  script.mockClear();
});

describe('VoiceAssistantWidget', () => {
  it('renders nothing and requests nothing when switched off', () => {
    const { container } = render(<VoiceAssistantWidget config={{ ...CONFIG, enabled: false }} />);
    expect(container).toBeEmptyDOMElement();
    expect(script).not.toHaveBeenCalled();
    expect(document.querySelector('voice-agent')).toBeNull();
  });

  it('places the provider element with its attributes in a fixed corner', () => {
    const { container } = render(<VoiceAssistantWidget config={CONFIG} />);
    const element = container.querySelector('[data-voice-assistant] > voice-agent');
    expect(element).not.toBeNull();
    expect(element).toHaveAttribute('agent-id', 'agent-123');
    expect(element).toHaveAttribute('variant', 'compact');
  });

  it('loads the script with Gatsby Script, idle strategy, at the first interaction', () => {
    render(<VoiceAssistantWidget config={CONFIG} />);
    expect(script).not.toHaveBeenCalled();
    interact();
    expect(script).toHaveBeenCalled();
    expect(script.mock.lastCall?.[0]).toMatchObject({
      id: VOICE_ASSISTANT_SCRIPT_ID,
      src: CONFIG.scriptUrl,
      strategy: 'idle',
    });
  });

  it('asks the browser to check the script against its fingerprint, without cookies', () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    render(<VoiceAssistantWidget config={{ ...CONFIG, scriptIntegrity: integrity }} />);
    interact();
    expect(script.mock.lastCall?.[0]).toMatchObject({
      src: CONFIG.scriptUrl,
      integrity,
      crossOrigin: 'anonymous',
      strategy: 'idle',
    });
  });

  it.each([null])(
    'loads the script as before when no fingerprint is set (GraphQL gives %s)',
    (scriptIntegrity) => {
      render(<VoiceAssistantWidget config={{ ...CONFIG, scriptIntegrity }} />);
      interact();
      const props = script.mock.lastCall?.[0] ?? {};
      expect(props).not.toHaveProperty('integrity');
      expect(props).not.toHaveProperty('crossOrigin');
    },
  );

  it.each(['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'])(
    'counts %s as the first interaction',
    (type) => {
      render(<VoiceAssistantWidget config={CONFIG} />);
      interact(type);
      expect(script).toHaveBeenCalledTimes(1);
    },
  );

  it('waits for the load event before asking for the script', () => {
    setReadyState('loading');
    render(<VoiceAssistantWidget config={CONFIG} />);
    interact();
    expect(script).not.toHaveBeenCalled();

    setReadyState('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(script).toHaveBeenCalledTimes(1);
  });

  it('removes the widget, without throwing, when the script fails to load', () => {
    const { container } = render(<VoiceAssistantWidget config={CONFIG} />);
    interact();
    const onError = script.mock.lastCall?.[0].onError;
    expect(onError).toBeInstanceOf(Function);
    act(() => onError?.(new ErrorEvent('error')));
    expect(container).toBeEmptyDOMElement();
  });
});

/** The home page in `language`, as the widget is rendered on it. */
function renderOnHomePage(language: string) {
  return renderAsPage(<VoiceAssistant />, language, '/', ['common', VOICE_ASSISTANT_NAMESPACE]);
}

describe('VoiceAssistant (site.yaml)', () => {
  const shipped = (parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig).voiceAssistant;

  it('shows the provider configured in site.yaml', () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteYaml: { voiceAssistant: shipped } });
    const { container } = renderOnHomePage('en');
    interact();
    const element = container.querySelector(shipped.element);
    expect(element).not.toBeNull();
    for (const { name, value } of shipped.attributes) {
      expect(element).toHaveAttribute(name, value);
    }
    expect(script.mock.lastCall?.[0].src).toBe(shipped.scriptUrl);
    expect(script.mock.lastCall?.[0].integrity).toBe(shipped.scriptIntegrity);
  });

  it.each(LANGUAGES)(
    'writes the widget’s texts and language in the page’s language (%s)',
    (language) => {
      jest.mocked(useStaticQuery).mockReturnValue({ siteYaml: { voiceAssistant: shipped } });
      const { container } = renderOnHomePage(language);
      const element = container.querySelector(shipped.element);
      expect(element).toHaveAttribute('language', language);
      const textContents = JSON.parse(element?.getAttribute('text-contents') ?? '{}') as Record<
        string,
        string
      >;
      for (const { key, attribute, textContentsKey } of WIDGET_TEXTS) {
        const text = translation(language, widgetTextKey(key));
        expect(element).toHaveAttribute(attribute, text);
        expect(textContents[textContentsKey]).toBe(text);
      }
      // site.yaml's settings are still there, once each.
      for (const { name, value } of shipped.attributes) {
        expect(element).toHaveAttribute(name, value);
      }
    },
  );

  it('follows enabled: false in site.yaml', () => {
    jest
      .mocked(useStaticQuery)
      .mockReturnValue({ siteYaml: { voiceAssistant: { ...shipped, enabled: false } } });
    const { container } = renderOnHomePage('en');
    interact();
    expect(container).toBeEmptyDOMElement();
    expect(script).not.toHaveBeenCalled();
  });
});

describe('pageAttributes', () => {
  it('gives every text under its attribute and in text-contents, and the language', () => {
    const texts = Object.fromEntries(WIDGET_TEXTS.map(({ key }) => [key, `«${key}»`])) as Record<
      (typeof WIDGET_TEXTS)[number]['key'],
      string
    >;
    const attributes = pageAttributes(texts, 'it');
    expect(attributes['action-text']).toBe('«action»');
    expect(attributes['speaking-text']).toBe('«speaking»');
    expect(JSON.parse(attributes['text-contents'] ?? '')).toMatchObject({
      main_label: '«action»',
      start_call: '«startCall»',
      listening_status: '«listening»',
    });
    expect(attributes.language).toBe('it');
    expect(Object.keys(attributes)).toHaveLength(WIDGET_TEXTS.length + 2);
  });
});
