import { describe, expect, it } from 'vitest';
import { type MessageSegment, splitMessageText } from './messageText.ts';

const text = (value: string): MessageSegment => ({ kind: 'text', text: value });
const link = (value: string, href: string): MessageSegment => ({ kind: 'link', text: value, href });

describe('splitMessageText', () => {
  it.each<[string, MessageSegment[]]>([
    ['', []],
    ['No links here.', [text('No links here.')]],
    [
      'See https://airtime.test/brief now',
      [
        text('See '),
        link('https://airtime.test/brief', 'https://airtime.test/brief'),
        text(' now'),
      ],
    ],
    [
      'Script at www.example.com/a?b=1.',
      [
        text('Script at '),
        link('www.example.com/a?b=1', 'https://www.example.com/a?b=1'),
        text('.'),
      ],
    ],
    [
      '(http://a.test/x), and http://b.test!',
      [
        text('('),
        link('http://a.test/x', 'http://a.test/x'),
        text('), and '),
        link('http://b.test', 'http://b.test/'),
        text('!'),
      ],
    ],
    [
      'https://en.wikipedia.org/wiki/Foo_(bar) ok',
      [
        link('https://en.wikipedia.org/wiki/Foo_(bar)', 'https://en.wikipedia.org/wiki/Foo_(bar)'),
        text(' ok'),
      ],
    ],
    ['javascript:alert(1)', [text('javascript:alert(1)')]],
    ['mailto:someone@example.com', [text('mailto:someone@example.com')]],
    [
      'data:text/html,<script>alert(1)</script>',
      [text('data:text/html,<script>alert(1)</script>')],
    ],
    ['<a href="javascript:alert(1)">click</a>', [text('<a href="javascript:alert(1)">click</a>')]],
    [
      '<img src=x onerror=alert(1)> https://ok.test/"><script>',
      [
        text('<img src=x onerror=alert(1)> '),
        link('https://ok.test/', 'https://ok.test/'),
        text('"><script>'),
      ],
    ],
    [
      'Line one\nhttps://a.test\nline three',
      [text('Line one\n'), link('https://a.test', 'https://a.test/'), text('\nline three')],
    ],
    ['HTTPS://LOUD.TEST', [link('HTTPS://LOUD.TEST', 'https://loud.test/')]],
    ['https://', [text('https://')]],
  ])('%j', (body, expected) => {
    expect(splitMessageText(body)).toEqual(expected);
  });

  it('keeps every character of the body, in order', () => {
    const body = 'a https://x.test/b, www.y.test c <b>d</b>';
    expect(
      splitMessageText(body)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(body);
  });
});
