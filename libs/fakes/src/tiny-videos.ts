/**
 * A minimal MP4 for the fakes to serve where a Reel's or a Story's video is fetched: its `ftyp` box
 * (what says it is an MP4) and a `moov` box with the movie header (`mvhd`) that gives its duration.
 * No frames: enough for the Facebook sandbox's checks, not for a player.
 */
export function mp4Bytes(seconds = 12): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp42', 16, 'latin1');
  const timescale = 1000;
  const mvhd = Buffer.alloc(108);
  mvhd.writeUInt32BE(108, 0);
  mvhd.write('mvhd', 4, 'latin1');
  // Version 0, no flags, creation and modification times 0.
  mvhd.writeUInt32BE(timescale, 20);
  mvhd.writeUInt32BE(Math.round(seconds * timescale), 24);
  mvhd.writeUInt32BE(0x00010000, 28); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 32); // volume 1.0
  // The identity matrix.
  mvhd.writeUInt32BE(0x00010000, 44);
  mvhd.writeUInt32BE(0x00010000, 60);
  mvhd.writeUInt32BE(0x40000000, 76);
  mvhd.writeUInt32BE(2, 104); // next track id
  const moovHeader = Buffer.alloc(8);
  moovHeader.writeUInt32BE(8 + mvhd.length, 0);
  moovHeader.write('moov', 4, 'latin1');
  return Buffer.concat([ftyp, moovHeader, mvhd]);
}
