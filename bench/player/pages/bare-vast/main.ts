import { vastTag, watchFirstAdFrame } from '../first-ad-frame.ts';

// No player: the least any page can do to show the tag's ad. The tag is fetched at once, its
// first MediaFile is played muted in a new <video> over the content, nothing else (no VAST
// client, no tracking, no UI). What a player's page costs on top of this is its own share.
watchFirstAdFrame();
void fetch(vastTag(), { credentials: 'omit' })
  .then((response) => response.text())
  .then((text) => {
    const xml = new DOMParser().parseFromString(text, 'text/xml');
    const ad = document.createElement('video');
    ad.muted = true;
    ad.playsInline = true;
    ad.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;background:#000';
    ad.src = xml.querySelector('MediaFile')?.textContent?.trim() ?? '';
    document.getElementById('stage')?.append(ad);
    void ad.play().catch(() => {});
  });
