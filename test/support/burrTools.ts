/**
 * BurrTools puzzle files written by hand for the tests, in the format BurrTools saves
 * (`<puzzle version="2">`, a voxel string per shape, x fastest, then y, then z): the Soma cube
 * (its seven pieces, the 3×3×3 result), dominoes in a 2×2×2 box, and a 2×2×3 box with a range of
 * L trominoes and of dominoes. The voxels carry a colour number now and then, as BurrTools
 * writes them when a piece is coloured; placer ignores colours.
 */
export const SOMA_XMPUZZLE = `<?xml version="1.0"?>
<puzzle version="2">
  <gridType type="0"/>
  <colors><color red="200" green="40" blue="40"/></colors>
  <shapes>
    <voxel x="2" y="2" z="1" type="0" name="V">#1##_</voxel>
    <voxel x="3" y="2" z="1" type="0" name="L">####__</voxel>
    <voxel x="2" y="3" z="1" type="0" name="T">#_###_</voxel>
    <voxel x="2" y="3" z="1" type="0" name="Z">_####_</voxel>
    <voxel x="2" y="2" z="2" type="0" name="A">###__#__</voxel>
    <voxel x="2" y="2" z="2" type="0" name="B">_#__###_</voxel>
    <voxel x="2" y="2" z="2" type="0" name="P">###_#___</voxel>
    <voxel x="3" y="3" z="3" type="0" name="cube">###########################</voxel>
    <voxel x="2" y="1" z="1" type="0" name="domino">##</voxel>
    <voxel x="2" y="2" z="2" type="0">########</voxel>
    <voxel x="2" y="2" z="1" type="0" name="L3">###_</voxel>
    <voxel x="2" y="2" z="3" type="0">############</voxel>
  </shapes>
  <problems>
    <problem name="Soma cube" state="0">
      <shapes>
        <shape id="0" count="1"/><shape id="1" count="1"/><shape id="2" count="1"/>
        <shape id="3" count="1"/><shape id="4" count="1"/><shape id="5" count="1"/>
        <shape id="6" count="1"/>
      </shapes>
      <result id="7"/>
      <bitmap/>
    </problem>
    <problem name="dominoes &amp; a box" state="0">
      <shapes><shape id="8" count="4"/></shapes>
      <result id="9"/>
      <bitmap/>
    </problem>
    <problem name="ranges" state="0">
      <shapes><shape id="10" min="0" max="4"/><shape id="8" min="0" max="6"/></shapes>
      <result id="11"/>
      <bitmap/>
    </problem>
  </problems>
  <comment>written by hand for placer's tests</comment>
</puzzle>
`;

/** The same problems as placer's own piece files, to count both ways. */
export const NATIVE = {
  dominoes: 'domino 4\n0,0,0 1,0,0\n',
  ranges: 'L3 0..4\n0,0,0 1,0,0 0,1,0\n\ndomino 0..6\n0,0,0 1,0,0\n',
} as const;

/**
 * The Bedlam cube as a BurrTools file: its thirteen pieces (polycubes.tsv's F X W M B H L S C E I
 * T Z), every second one turned a third of a turn about the long diagonal ((x,y,z) → (y,z,x)) so
 * that the file's voxels are not placer's own coordinates, and the 4×4×4 result.
 */
export const BEDLAM_XMPUZZLE = `<?xml version="1.0"?>
<puzzle version="2">
  <gridType type="0"/>
  <shapes>
    <voxel x="3" y="3" z="1" type="0" name="F">_#_###__#</voxel>
    <voxel x="3" y="1" z="3" type="0" name="X">_#_###_#_</voxel>
    <voxel x="3" y="3" z="1" type="0" name="W">##__##__#</voxel>
    <voxel x="2" y="2" z="3" type="0" name="M">_#__##_#_#__</voxel>
    <voxel x="3" y="2" z="2" type="0" name="B">_#_###_#____</voxel>
    <voxel x="2" y="2" z="3" type="0" name="H">_#_###___#__</voxel>
    <voxel x="3" y="2" z="2" type="0" name="L">__####___#__</voxel>
    <voxel x="2" y="2" z="3" type="0" name="S">###__#___#__</voxel>
    <voxel x="3" y="2" z="2" type="0" name="C">#__###___#__</voxel>
    <voxel x="2" y="2" z="3" type="0" name="E">_#_###__#___</voxel>
    <voxel x="3" y="2" z="2" type="0" name="I">_####_____#_</voxel>
    <voxel x="2" y="2" z="3" type="0" name="T">___###_##___</voxel>
    <voxel x="2" y="2" z="2" type="0" name="Z">###___#_</voxel>
    <voxel x="4" y="4" z="4" type="0" name="cube">################################################################</voxel>
  </shapes>
  <problems>
    <problem name="Bedlam" state="0">
      <shapes>
        <shape id="0" count="1"/><shape id="1" count="1"/><shape id="2" count="1"/>
        <shape id="3" count="1"/><shape id="4" count="1"/><shape id="5" count="1"/>
        <shape id="6" count="1"/><shape id="7" count="1"/><shape id="8" count="1"/>
        <shape id="9" count="1"/><shape id="10" count="1"/><shape id="11" count="1"/>
        <shape id="12" count="1"/>
      </shapes>
      <result id="13"/>
      <bitmap/>
    </problem>
  </problems>
</puzzle>
`;
