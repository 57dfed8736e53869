import { sanitizeCampaignHtml } from './campaign-html';

describe('sanitizeCampaignHtml', () => {
  it('keeps basic formatting, links and images', () => {
    const html =
      '<h2>News</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u></p><ul><li>one</li></ul>' +
      '<p><a href="https://example.org/page">a link</a></p><img src="https://example.org/a.png" alt="A">';
    expect(sanitizeCampaignHtml(html)).toBe(
      '<h2>News</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u></p><ul><li>one</li></ul>' +
        '<p><a href="https://example.org/page" target="_blank" rel="noopener noreferrer">a link</a></p>' +
        '<img src="https://example.org/a.png" alt="A" style="max-width:100%;height:auto" />',
    );
  });

  it('removes scripts, handlers, styles, frames and dangerous URLs', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
      '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>' +
      '<img src="data:image/png;base64,AAAA" onerror="steal()"><form><input></form>';
    const clean = sanitizeCampaignHtml(html);
    expect(clean).toBe(
      '<p>Hi</p><a target="_blank" rel="noopener noreferrer">x</a><img alt="" style="max-width:100%;height:auto" />',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript|data:|style="color/);
  });
});
