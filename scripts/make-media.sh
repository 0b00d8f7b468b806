#!/usr/bin/env bash
# Generates every image and video the demo data and the static site need.
#
# Everything is drawn locally (ImageMagick vector drawing + ffmpeg filter graphs);
# nothing is downloaded. Re-running the script overwrites all outputs, and the
# outputs are deterministic (no random numbers, metadata stripped).
#
# Requirements (Debian/Ubuntu):
#   apt-get install -y ffmpeg imagemagick fonts-dejavu-core
#
# Usage: scripts/make-media.sh            (run from anywhere)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SEED="$ROOT/src/seed/media"
PUB="$ROOT/public/media"
FONT_BOLD="${FONT_BOLD:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"

for tool in convert identify ffmpeg ffprobe; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "error: '$tool' not found - apt-get install -y ffmpeg imagemagick fonts-dejavu-core" >&2
    exit 1
  }
done
[[ -f "$FONT_BOLD" ]] || { echo "error: font $FONT_BOLD missing - apt-get install -y fonts-dejavu-core" >&2; exit 1; }

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$SEED/services" "$SEED/staff" "$SEED/children" "$SEED/videos" "$PUB"

# ---------------------------------------------------------------------------
# Palette
# ---------------------------------------------------------------------------
SKY=#8ECAE6; SKY_L=#CFEAF7; SKY_D=#5FA8D3
SUN=#FFC93C; SUN_L=#FFE08A; ORANGE=#FFA552
LEAF=#7BC47F; LEAF_L=#B9E2B0; LEAF_D=#4E9F5A
CORAL=#FF7F6B; CORAL_L=#FFC2B4; RED=#EF6461
LAV=#B8A1E3; LAV_L=#E4DAF7; LAV_D=#8C72C9
CREAM=#FFF7E8; WOOD=#D49A6A; WOOD_D=#A86E45; SOIL=#8B5E3C
INK=#3D405B; WHITE=#FFFFFF; SHADOW=#3D405B22; HILITE=#FFFFFF55
# skin tones and hair colours for people
SKIN=("#F7D7C4" "#EBC09F" "#D39B72" "#B07A52" "#8A5A3C" "#6B4330" "#C68E63" "#F0C8A8")
HAIR=("#3B2A20" "#1F1A17" "#7A4A2E" "#D9A066" "#2E2A3A" "#5A3B28" "#A0522D" "#1F1A17")

# ---------------------------------------------------------------------------
# MVG drawing helpers: each prints ImageMagick draw primitives on stdout.
# Composite objects are drawn around (0,0) and placed with `at`.
# ---------------------------------------------------------------------------
circ() { echo "fill $4 stroke none ellipse $1,$2 $3,$3 0,360"; }              # cx cy r fill
ell()  { echo "fill $5 stroke none ellipse $1,$2 $3,$4 0,360"; }              # cx cy rx ry fill
rr()   { echo "fill $6 stroke none roundrectangle $1,$2 $3,$4 $5,$5"; }       # x0 y0 x1 y1 radius fill
rect() { echo "fill $5 stroke none rectangle $1,$2 $3,$4"; }                  # x0 y0 x1 y1 fill
poly() { echo "fill $1 stroke none polygon $2"; }                             # fill "x,y x,y ..."
ln()   { echo "fill none stroke $6 stroke-width $5 stroke-linecap round line $1,$2 $3,$4"; } # x0 y0 x1 y1 w col
pth()  { echo "fill $1 stroke none path '$2'"; }                              # fill d
spth() { echo "fill none stroke $1 stroke-width $2 stroke-linecap round stroke-linejoin round path '$3'"; } # col w d
ring() { echo "fill none stroke $5 stroke-width $4 ellipse $1,$2 $3,$3 0,360"; } # cx cy r w col
# at X Y SCALE ROT cmd args... : draw an object translated / rotated / scaled
at()   { local x=$1 y=$2 s=$3 r=$4; shift 4; echo "push graphic-context translate $x,$y rotate $r scale $s,$s"; "$@"; echo "pop graphic-context"; }
atxy() { local x=$1 y=$2 sx=$3 sy=$4 r=$5; shift 5; echo "push graphic-context translate $x,$y rotate $r scale $sx,$sy"; "$@"; echo "pop graphic-context"; }

# ---------------------------------------------------------------------------
# Objects (local coordinates)
# ---------------------------------------------------------------------------
o_sun() {             # radius ~100
  local i
  for i in 0 1 2 3 4 5 6 7 8 9 10 11; do
    echo "push graphic-context rotate $((i * 30))"; rr 66 -9 100 9 9 "$SUN"; echo "pop graphic-context"
  done
  circ 0 0 58 "$SUN"; circ -8 -8 44 "$SUN_L"
}
o_cloud() {           # ~ 220 x 110
  ell 0 28 108 32 "$WHITE"; circ -52 14 40 "$WHITE"; circ 2 -8 56 "$WHITE"; circ 58 12 40 "$WHITE"
}
o_tree() {            # origin at trunk base, ~ 220 tall; $1 crown colour
  local c=${1:-$LEAF}
  rr -13 -110 13 0 6 "$WOOD_D"
  circ 0 -170 70 "$c"; circ -52 -130 50 "$c"; circ 52 -130 50 "$c"; circ -20 -190 36 "#FFFFFF2A"
}
o_bush() { circ -40 0 40 "${1:-$LEAF_D}"; circ 0 -18 48 "${1:-$LEAF_D}"; circ 44 0 38 "${1:-$LEAF_D}"; rect -80 0 82 20 "${1:-$LEAF_D}"; }
o_flower() {          # origin at stem base; $1 petal colour; ~ 120 tall
  local c=$1 i
  ln 0 0 0 -90 7 "$LEAF_D"
  echo "push graphic-context translate 8,-40 rotate -35"; ell 14 0 16 8 "$LEAF_D"; echo "pop graphic-context"
  echo "push graphic-context translate 0,-100"
  for i in 0 1 2 3 4; do echo "push graphic-context rotate $((i * 72))"; circ 20 0 15 "$c"; echo "pop graphic-context"; done
  circ 0 0 12 "$SUN"; echo "pop graphic-context"
}
o_tulip() {           # $1 colour
  ln 0 0 0 -80 7 "$LEAF_D"
  echo "push graphic-context translate -10,-30 rotate 35"; ell -14 0 18 8 "$LEAF_D"; echo "pop graphic-context"
  pth "$1" "M -22 -110 L -11 -95 L 0 -112 L 11 -95 L 22 -110 Q 26 -78 0 -76 Q -26 -78 -22 -110 Z"
}
o_sunflower() {       # origin at base, ~ 300 tall
  local i
  ln 0 0 0 -250 10 "$LEAF_D"
  echo "push graphic-context translate 0,-120 rotate -30"; ell 30 0 34 14 "$LEAF"; echo "pop graphic-context"
  echo "push graphic-context translate 0,-170 rotate 210"; ell 30 0 34 14 "$LEAF"; echo "pop graphic-context"
  echo "push graphic-context translate 0,-260"
  for i in 0 1 2 3 4 5 6 7 8 9 10 11; do echo "push graphic-context rotate $((i * 30))"; ell 44 0 26 11 "$SUN"; echo "pop graphic-context"; done
  circ 0 0 30 "$WOOD_D"; circ -6 -6 14 "$SOIL"; echo "pop graphic-context"
}
o_block() {           # 80 x 80 centred; $1 colour
  rr -40 -40 40 40 10 "$1"; rr -26 -26 26 26 7 "$HILITE"; circ 0 0 10 "$1"
}
o_ball() {            # r 40; $1 colour $2 stripe colour
  circ 0 0 40 "$1"
  spth "${2:-$WHITE}" 9 "M -38 -12 Q 0 14 38 -12"
  spth "${2:-$WHITE}" 9 "M -10 -38 Q 14 0 -10 38"
  circ -14 -16 8 "$HILITE"
}
o_crayon() {          # ~ 170 long, horizontal, tip to the right; $1 colour
  rr -80 -13 50 13 5 "$1"; rr -52 -14 24 14 3 "$HILITE"
  poly "$1" "48,-12 84,0 48,12"; poly "#3D405B33" "70,-5 84,0 70,5"
}
o_kid() {             # origin between the feet; ~ 230 tall. skin shirt pants hair [wave]
  local skin=$1 shirt=$2 pants=$3 hair=$4 wave=${5:-0}
  rr -24 -75 -5 0 8 "$pants"; rr 5 -75 24 0 8 "$pants"
  ell -17 0 16 8 "$INK"; ell 17 0 16 8 "$INK"
  echo "push graphic-context translate -28,-140 rotate 22"; rr -9 0 9 70 9 "$shirt"; circ 0 72 10 "$skin"; echo "pop graphic-context"
  if [[ $wave == 1 ]]; then
    echo "push graphic-context translate 28,-140 rotate -150"; rr -9 0 9 70 9 "$shirt"; circ 0 72 10 "$skin"; echo "pop graphic-context"
  else
    echo "push graphic-context translate 28,-140 rotate -22"; rr -9 0 9 70 9 "$shirt"; circ 0 72 10 "$skin"; echo "pop graphic-context"
  fi
  rr -34 -155 34 -62 26 "$shirt"
  rr -9 -170 9 -150 4 "$skin"
  circ 0 -192 34 "$skin"
  pth "$hair" "M -36 -192 Q -38 -232 0 -232 Q 38 -232 36 -192 Q 26 -212 0 -212 Q -22 -212 -36 -192 Z"
  circ -11 -192 3.5 "$INK"; circ 11 -192 3.5 "$INK"
  spth "$INK" 3 "M -9 -178 Q 0 -171 9 -178"
  circ -20 -181 5 "#FF7F6B55"; circ 20 -181 5 "#FF7F6B55"
}
o_note() {            # eighth note, head at origin; $1 colour
  echo "push graphic-context rotate -20"; ell 0 0 24 17 "$1"; echo "pop graphic-context"
  rr 16 -110 26 -4 4 "$1"
  pth "$1" "M 18 -112 Q 28 -84 56 -72 Q 76 -58 62 -30 Q 62 -52 26 -72 Z"
}
o_notes2() {          # beamed pair of notes; $1 colour
  echo "push graphic-context rotate -20"; ell 0 0 22 16 "$1"; ell 88 32 22 16 "$1"; echo "pop graphic-context"
  rr 14 -100 24 -4 4 "$1"; rr 94 -100 104 28 4 "$1"; poly "$1" "14,-112 104,-112 104,-92 14,-92"
}
o_book() {            # lying flat, centred; w h colour
  local w=$1 h=$2 c=$3 hw=$(( $1 / 2 )) hh=$(( $2 / 2 ))
  rr -$hw -$hh $hw $hh 6 "$c"
  rect $(( hw - 16 )) $(( -hh + 6 )) $(( hw - 4 )) $(( hh - 6 )) "$CREAM"
  rect $(( -hw + 22 )) -$hh $(( -hw + 32 )) $hh "$HILITE"
}
o_spine() {           # standing book; w h colour (origin bottom-left)
  local w=$1 h=$2 c=$3
  rr 0 -$h $w 0 4 "$c"; rect 4 $(( -h + 16 )) $(( w - 4 )) $(( -h + 24 )) "$HILITE"; rect 4 -34 $(( w - 4 )) -26 "$HILITE"
}
o_bubble() {          # r = $1
  echo "fill #FFFFFF30 stroke #FFFFFFC0 stroke-width 3 ellipse 0,0 $1,$1 0,360"
  echo "push graphic-context rotate -40"; ell 0 $(( -$1 * 6 / 10 )) $(( $1 / 3 )) $(( $1 / 7 + 1 )) "#FFFFFFB0"; echo "pop graphic-context"
}
o_kite() {            # $1 $2 colours, origin at kite centre
  poly "$1" "0,-90 60,0 0,30 -60,0"; poly "$2" "0,-90 60,0 0,0"; poly "$2" "0,0 0,30 -60,0"
  spth "$INK" 3 "M 0 30 Q 20 80 -10 120 Q -40 160 -5 200"
  at -4 90 1 20 poly "$CORAL" "0,0 14,-10 14,10"; at -20 150 1 -20 poly "$LAV" "0,0 14,-10 14,10"
}
o_butterfly() {       # $1 $2 wing colours
  echo "push graphic-context rotate -25"; ell -30 -14 30 22 "$1"; echo "pop graphic-context"
  echo "push graphic-context rotate 25"; ell 30 -14 30 22 "$1"; echo "pop graphic-context"
  ell -22 22 18 14 "$2"; ell 22 22 18 14 "$2"
  rr -5 -30 5 34 5 "$INK"; spth "$INK" 3 "M -2 -28 Q -10 -50 -20 -54"; spth "$INK" 3 "M 2 -28 Q 10 -50 20 -54"
}
o_balloon() {         # $1 colour
  spth "$INK" 2 "M 0 62 Q 12 100 -4 140 Q -16 170 0 200"
  ell 0 0 46 56 "$1"; poly "$1" "-8,62 8,62 0,52"; ell -16 -20 10 16 "$HILITE"
}
o_leaf() {            # $1 colour
  pth "$1" "M -40 0 Q 0 -34 40 0 Q 0 34 -40 0 Z"; spth "#FFFFFF66" 3 "M -34 0 L 34 0"
}
o_house() {           # the centre: origin at ground centre, ~ 260 wide
  rr -120 -170 120 0 10 "$CREAM"
  poly "$CORAL" "-150,-160 0,-270 150,-160"
  rr 50 -262 80 -190 4 "$WOOD_D"
  rr -26 -90 26 0 12 "$SKY_D"; circ 14 -45 4 "$SUN"
  rr -100 -140 -50 -90 8 "$SKY_L"; rr 50 -140 100 -90 8 "$SKY_L"
  ln 0 -270 0 -360 5 "$INK"
  pth "$SUN"   "M 2 -360 Q 30 -372 58 -360 L 58 -346 Q 30 -358 2 -346 Z"
  pth "$CORAL" "M 2 -346 Q 30 -358 58 -346 L 58 -332 Q 30 -344 2 -332 Z"
  pth "$LEAF"  "M 2 -332 Q 30 -344 58 -332 L 58 -318 Q 30 -330 2 -318 Z"
  pth "$SKY"   "M 2 -318 Q 30 -330 58 -318 L 58 -304 Q 30 -316 2 -304 Z"
}

# ---------------------------------------------------------------------------
# Output helpers
# ---------------------------------------------------------------------------
# draw SIZE BACKGROUND MVG OUT [extra convert options...]
draw() {
  local size=$1 bg=$2 mvg=$3 out=$4; shift 4
  convert -size "$size" "$bg" -draw "$mvg" "$@" "$out"
}
jpg_opts=(-strip -sampling-factor 4:2:0 -interlace JPEG -colorspace sRGB)

# ===========================================================================
# 1. Service scenes 1600x1067
# ===========================================================================
scene_classroom() {
  local i x c
  rect 0 0 1600 760 "#FFF1D6"
  rect 0 760 1600 1067 "#EBCB9E"
  for i in 830 910 1000; do ln 0 $i 1600 $i 4 "#DDB687"; done
  for x in 180 520 860 1200 1480; do ln $x 760 $x 830 4 "#DDB687"; ln $((x - 110)) 910 $((x - 110)) 1000 4 "#DDB687"; done
  rect 0 740 1600 768 "#F5DDB8"
  # bunting
  spth "$WOOD_D" 4 "M 0 40 Q 800 130 1600 40"
  i=0
  for x in 60 180 300 420 540 660 780 900 1020 1140 1260 1380 1500; do
    c=("$CORAL" "$SUN" "$LEAF" "$SKY" "$LAV"); c=${c[$((i % 5))]}
    local y=$(( 40 + (90 * (x * (1600 - x))) / (800 * 800) ))
    poly "$c" "$((x - 38)),$((y - 2)) $((x + 38)),$((y + 2)) $x,$((y + 70))"; i=$((i + 1))
  done
  # window
  rr 110 170 570 520 26 "$WHITE"; rr 136 196 544 494 14 "$SKY_L"
  at 440 290 0.65 0 o_sun; at 255 390 0.8 0 o_cloud
  rect 334 196 346 494 "$WHITE"; rect 136 339 544 351 "$WHITE"
  rr 96 512 584 540 10 "#F5DDB8"
  # pinboard with little drawings (no text)
  rr 680 190 1100 470 18 "$WOOD"; rr 700 210 1080 450 10 "#F2C994"
  at 780 290 1 -6 rr -55 -45 55 45 4 "$WHITE"; at 780 290 1 -6 circ 0 -5 22 "$SUN"
  at 900 330 1 5 rr -55 -45 55 45 4 "$SKY_L"; at 900 330 1 5 poly "$CORAL" "-30,20 0,-20 30,20"
  at 1010 280 1 -3 rr -50 -50 50 50 4 "$LAV_L"; at 1010 280 1 -3 o_leaf "$LEAF"
  at 1010 400 1 4 rr -45 -30 45 30 4 "$CORAL_L"
  for x in 780 900 1010; do circ $x 252 7 "$RED"; done
  # wall clock (no numerals)
  circ 1330 300 82 "$WHITE"; ring 1330 300 82 12 "$SKY"; ln 1330 300 1330 245 9 "$INK"; ln 1330 300 1372 320 9 "$INK"; circ 1330 300 9 "$CORAL"
  # shelf with bins
  rr 1180 470 1540 790 14 "$WOOD"; rr 1200 490 1520 620 8 "#F6E1C4"; rr 1200 640 1520 770 8 "#F6E1C4"
  rr 1215 540 1305 620 10 "$CORAL"; rr 1315 540 1405 620 10 "$SUN"; rr 1415 540 1505 620 10 "$LEAF"
  rr 1215 690 1305 770 10 "$SKY"; rr 1315 690 1405 770 10 "$LAV"; rr 1415 690 1505 770 10 "$CORAL_L"
  at 1260 520 0.35 0 o_ball "$SKY"; at 1460 525 0.4 0 o_block "$CORAL"
  # rug
  ell 820 960 560 95 "$LAV_L"; echo "fill none stroke $LAV stroke-width 8 ellipse 820,960 520,76 0,360"
  # table 1 (low, kids' size) with chairs
  ell 470 905 210 22 "$SHADOW"
  rr 290 780 340 900 10 "$WOOD_D"; rr 600 780 650 900 10 "$WOOD_D"
  rr 250 750 690 790 18 "$SUN"
  rr 330 735 450 752 4 "$WHITE"; at 560 735 0.5 -8 o_crayon "$CORAL"; at 600 725 0.5 12 o_crayon "$SKY_D"
  # chairs
  rr 150 700 175 900 8 "$LEAF_D"; rr 150 810 240 835 8 "$LEAF"; rr 215 830 235 900 6 "$LEAF_D"
  rr 765 700 790 900 8 "$SKY_D"; rr 700 810 790 835 8 "$SKY"; rr 705 830 725 900 6 "$SKY_D"
  # table 2 further back on the right
  ell 1000 820 150 16 "$SHADOW"
  rr 880 700 915 812 8 "$WOOD_D"; rr 1085 700 1120 812 8 "$WOOD_D"; rr 850 680 1150 712 16 "$CORAL"
  circ 960 668 14 "$ORANGE"; circ 990 672 12 "$RED"; rr 1030 652 1080 680 8 "$SKY"
  # blocks on the rug
  ell 1140 1000 170 18 "$SHADOW"
  at 1060 960 1 0 o_block "$SKY"; at 1140 960 1 0 o_block "$SUN"; at 1220 960 1 0 o_block "$CORAL"
  at 1100 880 1 0 o_block "$LEAF"; at 1180 880 1 0 o_block "$LAV"; at 1140 800 1 0 o_block "$ORANGE"
  at 880 985 0.9 18 o_block "$LAV"; at 1330 990 0.8 -12 o_block "$LEAF"
  at 560 990 0.9 0 o_ball "$CORAL"
}

scene_playground() {
  rect 0 0 1600 1067 "$SKY_L"
  at 1380 190 1.3 0 o_sun; at 320 180 1.2 0 o_cloud; at 860 120 0.9 0 o_cloud; at 1080 270 0.6 0 o_cloud
  ell 380 1040 950 330 "$LEAF_L"; ell 1350 1080 800 360 "#A5D99E"
  rect 0 880 1600 1067 "$LEAF"
  at 110 720 1.3 0 o_tree "$LEAF_D"; at 1520 760 1.1 0 o_tree "$LEAF"
  at 180 760 0.8 0 o_bush; at 1460 900 0.9 0 o_bush
  # slide: tower + ladder + chute
  ell 560 925 330 26 "$SHADOW"
  rr 372 560 392 920 8 "$SKY_D"; rr 532 560 552 920 8 "$SKY_D"
  poly "$SUN" "352,470 462,380 572,470"
  rr 360 470 564 490 6 "$SUN"; rr 372 488 392 560 6 "$SKY_D"; rr 532 488 552 560 6 "$SKY_D"
  rr 356 600 570 624 8 "$LAV"
  local y
  for y in 680 740 800 860; do rr 376 $y 548 $((y + 12)) 6 "#FFFFFF"; done
  spth "$CORAL" 60 "M 560 612 C 690 620 700 880 880 896"
  spth "$CORAL_L" 22 "M 560 600 C 690 608 700 868 880 884"
  # swings
  ln 1020 430 1410 430 22 "$SKY_D"
  ln 1020 430 960 910 18 "$SKY_D"; ln 1020 430 1080 910 18 "$SKY_D"
  ln 1410 430 1350 910 18 "$SKY_D"; ln 1410 430 1470 910 18 "$SKY_D"
  ln 1130 440 1130 760 4 "$INK"; ln 1190 440 1190 760 4 "$INK"; rr 1112 756 1208 776 8 "$CORAL"
  echo "push graphic-context translate 1290,440 rotate -16"
  ln -28 0 -28 320 4 "$INK"; ln 28 0 28 320 4 "$INK"; rr -48 316 48 336 8 "$LAV_D"
  echo "pop graphic-context"
  at 1240 1010 0.95 0 o_kid "${SKIN[3]}" "$SUN" "$SKY_D" "${HAIR[1]}" 1
  # kids and balls on the grass
  at 760 1010 1.0 0 o_kid "${SKIN[0]}" "$LEAF_D" "$LAV_D" "${HAIR[3]}" 1
  at 250 1020 1.0 0 o_kid "${SKIN[5]}" "$CORAL" "$SKY_D" "${HAIR[1]}"
  at 900 1010 0.9 0 o_ball "$SUN" "$CORAL"
  local x
  for x in 60 320 640 1000 1240 1560; do at $x 1045 0.35 0 o_flower "$CORAL"; at $((x + 60)) 1060 0.3 0 o_flower "$LAV"; done
}

scene_meals() {
  local x y i
  rect 0 0 1600 1067 "$CREAM"
  for x in 0 160 320 480 640 800 960 1120 1280 1440; do rect $((x + 40)) 0 $((x + 120)) 1067 "#FF7F6B2E"; done
  for y in 0 160 320 480 640 800 960; do rect 0 $((y + 40)) 1600 $((y + 120)) "#FF7F6B2E"; done
  # plate 1: apples, orange slices, grapes
  circ 448 448 236 "$SHADOW"; circ 430 430 236 "$WHITE"; circ 430 430 180 "#F2F6F9"
  local apple
  for apple in "350 360" "470 330"; do
    set -- $apple
    circ "$1" "$2" 62 "$RED"; circ $(( $1 - 20 )) $(( $2 - 22 )) 16 "$HILITE"
    ln "$1" $(( $2 - 58 )) $(( $1 + 6 )) $(( $2 - 86 )) 8 "$WOOD_D"
    at $(( $1 + 30 )) $(( $2 - 72 )) 0.55 -30 o_leaf "$LEAF"
  done
  for i in 0 1 2; do
    at $(( 330 + i * 70 )) $(( 500 + i * 8 )) 1 $(( i * 20 )) circ 0 0 48 "$ORANGE"
    at $(( 330 + i * 70 )) $(( 500 + i * 8 )) 1 $(( i * 20 )) circ 0 0 38 "#FFC27A"
    for a in 0 60 120; do at $(( 330 + i * 70 )) $(( 500 + i * 8 )) 1 $(( i * 20 + a )) ln -36 0 36 0 3 "$ORANGE"; done
  done
  for xy in "530 470" "560 500" "530 530" "500 500" "590 535" "560 560" "525 590" "620 570"; do set -- $xy; circ "$1" "$2" 24 "$LAV_D"; circ $(( $1 - 7 )) $(( $2 - 8 )) 7 "#FFFFFF66"; done
  # plate 2: carrot sticks, broccoli, cucumber
  circ 1138 408 226 "$SHADOW"; circ 1120 390 226 "$WHITE"; circ 1120 390 172 "#F2F6F9"
  for i in 0 1 2 3; do
    at $(( 985 + i * 38 )) $(( 320 + (i % 2) * 14 )) 1 $(( 70 + i * 8 )) rr -70 -11 70 11 11 "$ORANGE"
    at $(( 985 + i * 38 )) $(( 320 + (i % 2) * 14 )) 1 $(( 70 + i * 8 )) rr -70 -6 -52 6 5 "$LEAF_D"
  done
  for xy in "1180 310 30" "1240 360 26" "1200 390 28"; do
    set -- $xy
    rr $(( $1 - 10 )) "$2" $(( $1 + 10 )) $(( $2 + 60 )) 8 "$LEAF_L"
    circ "$1" "$2" "$3" "$LEAF_D"; circ $(( $1 - 22 )) $(( $2 + 10 )) $(( $3 - 8 )) "$LEAF_D"; circ $(( $1 + 22 )) $(( $2 + 10 )) $(( $3 - 8 )) "$LEAF_D"
    circ $(( $1 - 8 )) $(( $2 - 8 )) 9 "#FFFFFF33"
  done
  for xy in "1010 470" "1080 500" "1150 500" "1220 475"; do set -- $xy; circ "$1" "$2" 36 "$LEAF_D"; circ "$1" "$2" 29 "#D8F0C8"; circ "$1" "$2" 8 "$LEAF_L"; done
  # plate 3 (bowl): banana, berries, strawberries
  circ 818 833 190 "$SHADOW"; circ 800 815 190 "$SKY"; circ 800 815 150 "$SKY_L"
  spth "$SUN" 46 "M 700 760 Q 800 880 910 760"; spth "$WOOD_D" 10 "M 902 770 L 914 752"
  for xy in "720 880" "760 900" "800 905" "742 845"; do set -- $xy; circ "$1" "$2" 20 "$LAV_D"; circ $(( $1 - 6 )) $(( $2 - 6 )) 5 "#FFFFFF66"; done
  for xy in "860 870 10" "890 820 -20"; do
    set -- $xy
    at "$1" "$2" 1 "$3" pth "$RED" "M -30 -20 Q 0 -34 30 -20 Q 26 20 0 40 Q -26 20 -30 -20 Z"
    at "$1" "$2" 1 "$3" poly "$LEAF" "-22,-24 -8,-38 0,-26 8,-38 22,-24 0,-18"
    at "$1" "$2" 1 "$3" circ -10 0 3 "$SUN_L"; at "$1" "$2" 1 "$3" circ 10 4 3 "$SUN_L"; at "$1" "$2" 1 "$3" circ 0 20 3 "$SUN_L"
  done
  # cups and napkins
  circ 186 866 92 "$SHADOW"; circ 176 856 92 "$SUN"; circ 176 856 72 "$WHITE"
  circ 1466 806 92 "$SHADOW"; circ 1456 796 92 "$LEAF"; circ 1456 796 72 "#FFE3C2"
  at 1330 900 1 -12 rr -110 -90 110 90 12 "$LAV_L"
  at 1330 900 1 -12 rr -70 -8 80 8 8 "#C9D1D9"; at 1330 900 1 -12 ell -78 0 24 16 "#C9D1D9"
  at 560 130 1 8 rr -110 -70 110 70 12 "$SKY_L"
}

scene_art() {
  local i x
  rect 0 0 1600 1067 "#F4EEFF"
  rect 0 860 1600 1067 "#F6DFC4"; rect 0 850 1600 870 "#EBD0AE"
  # paint splashes on the wall
  for spec in "170 170 $CORAL" "1400 150 $SKY" "1010 110 $SUN" "180 520 $LEAF" "1460 520 $LAV"; do
    set -- $spec
    circ "$1" "$2" 70 "${3}CC"; circ $(( $1 + 60 )) $(( $2 + 30 )) 40 "${3}CC"; circ $(( $1 - 50 )) $(( $2 + 40 )) 36 "${3}CC"
    circ $(( $1 + 20 )) $(( $2 - 60 )) 30 "${3}CC"; circ $(( $1 + 110 )) $(( $2 - 30 )) 14 "${3}CC"; circ $(( $1 - 100 )) $(( $2 - 10 )) 12 "${3}CC"
    circ $(( $1 + 30 )) $(( $2 + 100 )) 10 "${3}CC"
  done
  # easel
  ell 560 985 230 24 "$SHADOW"
  ln 560 300 560 960 20 "$WOOD_D"
  ln 560 250 400 990 24 "$WOOD"; ln 560 250 720 990 24 "$WOOD"
  rr 360 300 760 720 10 "$WHITE"; rr 380 320 740 700 4 "$SKY_L"
  circ 650 410 50 "$SUN"
  pth "$LEAF" "M 380 600 Q 470 520 580 590 Q 660 540 740 580 L 740 700 L 380 700 Z"
  pth "$LEAF_D" "M 380 660 Q 520 610 640 650 Q 700 630 740 640 L 740 700 L 380 700 Z"
  rr 450 520 560 620 4 "$CORAL_L"; poly "$CORAL" "440,525 505,470 570,525"; rr 490 570 518 620 4 "$WOOD_D"
  spth "$LAV" 10 "M 400 400 Q 430 370 460 400 Q 490 430 520 400"
  rect 380 700 740 720 "$WHITE"
  rr 340 720 780 748 8 "$WOOD_D"
  for i in 0 1 2; do at $(( 420 + i * 60 )) 714 0.35 0 o_crayon "$(echo "$CORAL $SKY_D $LEAF_D" | cut -d' ' -f$((i + 1)))"; done
  # table with pots, brushes and crayons
  ell 1240 1000 330 22 "$SHADOW"
  rr 960 820 990 990 8 "$WOOD_D"; rr 1490 820 1520 990 8 "$WOOD_D"; rr 920 790 1560 830 14 "$WOOD"
  local c
  x=990
  for c in "$CORAL" "$SUN" "$SKY" "$LEAF" "$LAV"; do
    rr $x 720 $((x + 64)) 792 12 "$WHITE"; ell $((x + 32)) 722 32 10 "$c"; rr $x 750 $((x + 64)) 770 4 "${c}AA"
    x=$((x + 80))
  done
  rr 1400 690 1470 792 14 "$SKY_D"; rr 1400 690 1470 710 6 "#FFFFFF44"
  at 1420 650 1 -12 rr -6 -90 6 40 6 "$WOOD"; at 1420 650 1 -12 pth "$CORAL" "M -10 -90 Q 0 -140 10 -90 Z"
  at 1450 655 1 10 rr -6 -90 6 40 6 "$WOOD"; at 1450 655 1 10 pth "$SUN" "M -10 -90 Q 0 -140 10 -90 Z"
  # crayons scattered on the floor
  at 930 940 1.2 -12 o_crayon "$CORAL"; at 1100 985 1.2 8 o_crayon "$SUN"; at 1280 940 1.2 -25 o_crayon "$LEAF_D"
  at 1460 990 1.2 15 o_crayon "$LAV_D"; at 160 960 1.2 -8 o_crayon "$SKY_D"; at 240 1020 1.2 20 o_crayon "$ORANGE"
  # palette
  at 820 1000 1 -10 pth "#F3D3AE" "M -120 0 Q -120 -70 0 -70 Q 120 -70 120 0 Q 120 60 40 60 Q 10 60 10 30 Q 10 10 -20 20 Q -120 60 -120 0 Z"
  at 820 1000 1 -10 circ -70 -20 14 "$CORAL"; at 820 1000 1 -10 circ -30 -44 14 "$SUN"
  at 820 1000 1 -10 circ 20 -46 14 "$SKY_D"; at 820 1000 1 -10 circ 66 -30 14 "$LEAF_D"; at 820 1000 1 -10 circ 80 14 14 "$LAV_D"
}

scene_reading() {
  local x y i
  rect 0 0 1600 1067 "#FFF1DC"; rect 0 820 1600 1067 "#EBD3B8"; rect 0 808 1600 826 "#E0C3A2"
  # bookshelf
  ell 340 830 260 20 "$SHADOW"
  rr 90 170 590 820 14 "$WOOD"; rr 112 192 568 800 8 "#F6E1C4"
  for y in 360 540 720; do rr 112 $y 568 $((y + 18)) 4 "$WOOD"; done
  local cols=("$CORAL" "$SKY_D" "$SUN" "$LEAF_D" "$LAV" "$ORANGE" "$SKY" "$LAV_D" "$LEAF" "$CORAL_L")
  local row=0
  for y in 360 540 720; do
    x=$((130 + row * 12)); i=$row
    while (( x < 470 )); do
      local w=$(( 34 + (i * 7) % 22 )) h=$(( 110 + (i * 13) % 45 ))
      at $x $y 1 0 o_spine $w $h "${cols[$((i % 10))]}"
      x=$((x + w + 6)); i=$((i + 1))
    done
    at $((x + 10)) $y 1 18 o_spine 36 120 "${cols[$(((i + 3) % 10))]}"
    row=$((row + 1))
  done
  at 470 340 0.5 0 o_ball "$CORAL"
  # window with curtains
  rr 760 130 1200 470 20 "$WHITE"; rr 784 154 1176 446 10 "$SKY_L"; at 1060 260 0.7 0 o_cloud; at 880 360 0.5 0 o_cloud
  pth "$CORAL_L" "M 740 110 L 860 110 Q 820 300 870 490 L 740 490 Z"
  pth "$CORAL_L" "M 1220 110 L 1100 110 Q 1140 300 1090 490 L 1220 490 Z"
  rr 720 96 1240 116 10 "$WOOD_D"
  # floor lamp
  circ 1470 280 150 "#FFE08A40"
  ln 1470 300 1470 820 10 "$INK"; ell 1470 822 60 12 "$INK"
  poly "$SUN_L" "1400,320 1540,320 1510,200 1430,200"
  # rug, book stack and cushions
  ell 930 990 640 70 "$LEAF_L"; echo "fill none stroke $LEAF stroke-width 8 stroke-dasharray 30,20 ellipse 930,990 600,54 0,360"
  ell 770 960 170 18 "$SHADOW"
  at 760 935 1 0 o_book 300 50 "$SKY_D"; at 775 885 1 0 o_book 270 50 "$SUN"; at 750 835 1 0 o_book 290 46 "$CORAL"
  at 770 789 1 0 o_book 250 46 "$LEAF_D"; at 760 745 1 0 o_book 220 42 "$LAV"; at 772 705 1 -4 o_book 200 38 "$ORANGE"
  # open book on top
  at 770 660 1 -4 pth "$WHITE" "M -120 30 Q -60 0 0 20 Q 60 0 120 30 L 120 -10 Q 60 -40 0 -20 Q -60 -40 -120 -10 Z"
  at 770 660 1 -4 ln 0 -20 0 20 3 "#C9D1D9"
  ell 1180 930 230 120 "$CORAL"; circ 1120 910 10 "#00000018"; circ 1240 910 10 "#00000018"; ell 1180 870 170 40 "#FFFFFF30"
  ell 1420 950 190 100 "$LAV"; circ 1380 940 9 "#00000018"; circ 1460 940 9 "#00000018"; ell 1420 900 130 30 "#FFFFFF30"
  ell 1280 1005 170 70 "$SUN"; ell 1280 985 110 22 "#FFFFFF40"
  # plant
  rr 1430 700 1530 810 16 "$SKY_D"
  at 1480 690 1 -60 o_leaf "$LEAF_D"; at 1480 690 1 -110 o_leaf "$LEAF"; at 1470 680 1.2 -85 o_leaf "$LEAF_D"; at 1490 700 1 -30 o_leaf "$LEAF"; at 1470 700 1 -150 o_leaf "$LEAF"
  # wall art
  rr 1290 150 1400 260 8 "$WOOD"; rr 1300 160 1390 250 4 "$LAV_L"; at 1345 205 0.3 0 o_sun
}

scene_music() {
  local i x
  rect 0 0 1600 1067 "#EDE6FF"; rect 0 820 1600 1067 "#F4D9B5"; rect 0 810 1600 828 "#E8C9A0"
  circ 1450 160 220 "#FFFFFF55"; circ 150 260 160 "#FFFFFF55"
  # floating notes
  at 260 260 1 -10 o_note "$CORAL"; at 560 180 0.9 8 o_notes2 "$SKY_D"; at 860 300 1 -6 o_note "$LEAF_D"
  at 1130 170 0.9 10 o_notes2 "$LAV_D"; at 1400 360 0.8 -12 o_note "$ORANGE"; at 720 470 0.6 12 o_note "$SUN"
  # drum
  ell 380 895 220 26 "$SHADOW"
  rr 210 620 550 880 20 "$CORAL"; ell 380 880 170 30 "$CORAL"
  spth "$WHITE" 6 "M 214 650 L 270 860 L 326 650 L 382 860 L 438 650 L 494 860 L 546 650"
  rect 210 640 550 660 "$SUN"; rect 210 840 550 860 "$SUN"
  ell 380 620 170 46 "$SUN"; ell 380 620 152 36 "$CREAM"
  at 330 560 1 -35 rr -6 -90 6 90 6 "$WOOD"; at 330 560 1 -35 circ 0 -92 12 "$WOOD_D"
  at 440 560 1 35 rr -6 -90 6 90 6 "$WOOD"; at 440 560 1 35 circ 0 -92 12 "$WOOD_D"
  spth "$CORAL" 8 "M 150 560 Q 120 620 150 680"; spth "$CORAL" 8 "M 110 530 Q 60 620 110 710"
  # xylophone
  ell 1130 905 380 28 "$SHADOW"
  ln 760 650 1500 720 18 "$WOOD_D"; ln 760 840 1500 790 18 "$WOOD_D"
  local cols=("$RED" "$ORANGE" "$SUN" "$LEAF" "$LEAF_D" "$SKY" "$SKY_D" "$LAV")
  for i in 0 1 2 3 4 5 6 7; do
    x=$(( 790 + i * 86 )); local top=$(( 600 + i * 14 )) bot=$(( 890 - i * 12 ))
    rr $x $top $((x + 64)) $bot 12 "${cols[$i]}"; rr $((x + 10)) $((top + 12)) $((x + 22)) $((bot - 12)) 6 "#FFFFFF40"
    circ $((x + 32)) $((top + 36)) 7 "$CREAM"; circ $((x + 32)) $((bot - 36)) 7 "$CREAM"
  done
  at 1010 560 1 -25 rr -6 -110 6 10 6 "$WOOD"; at 1010 560 1 -25 circ 0 -116 20 "$LAV_D"
  at 1120 540 1 20 rr -6 -110 6 10 6 "$WOOD"; at 1120 540 1 20 circ 0 -116 20 "$CORAL"
  # maracas
  at 1480 960 1 -30 rr -10 0 10 90 8 "$WOOD_D"; at 1480 960 1 -30 ell 0 -40 42 55 "$SUN"; at 1480 960 1 -30 spth "$CORAL" 6 "M -30 -50 Q 0 -30 30 -50"
  at 1370 990 1 25 rr -10 0 10 90 8 "$WOOD_D"; at 1370 990 1 25 ell 0 -40 42 55 "$LEAF"; at 1370 990 1 25 spth "$WHITE" 6 "M -30 -50 Q 0 -30 30 -50"
  # tambourine
  at 660 960 1 0 ell 0 0 110 34 "$LAV_D"; at 660 960 1 0 ell 0 -8 100 26 "$CREAM"
  for x in -90 -30 30 90; do at $((660 + x)) 972 1 0 ell 0 0 16 8 "$SUN"; done
}

scene_garden() {
  local x i
  rect 0 0 1600 1067 "$SKY_L"
  at 190 170 1.1 0 o_sun; at 620 140 1.1 0 o_cloud; at 1180 200 0.8 0 o_cloud
  ell 1300 700 700 200 "$LEAF_L"
  # fence
  for x in 0 80 160 240 320 400 480 560 640 720 800 880 960 1040 1120 1200 1280 1360 1440 1520; do
    poly "$CREAM" "$((x + 14)),700 $((x + 14)),560 $((x + 40)),530 $((x + 66)),560 $((x + 66)),700"
  done
  rect 0 590 1600 610 "#F2E6D0"; rect 0 650 1600 670 "#F2E6D0"
  rect 0 690 1600 1067 "$LEAF"
  # tall sunflowers behind the fence line
  at 1380 720 1.1 0 o_sunflower; at 1500 740 0.9 0 o_sunflower; at 90 730 0.85 0 o_sunflower
  # stepping stones
  for i in 0 1 2 3; do ell $(( 1030 - (i % 2) * 40 )) $(( 1040 - i * 80 )) 50 20 "#E4E1DA"; done
  # back bed
  ell 560 830 400 24 "$SHADOW"
  rr 170 720 950 820 10 "$WOOD"; rect 170 720 950 744 "$SOIL"
  for x in 190 560 930; do rr $((x - 10)) 716 $((x + 10)) 820 4 "$WOOD_D"; done
  ln 170 770 950 770 4 "$WOOD_D"
  for x in 230 320 410 500; do
    at $x 722 1 0 rr -4 -70 4 0 2 "$LEAF_D"; at $x 660 1 -30 o_leaf "$LEAF"; at $((x + 4)) 690 0.8 30 o_leaf "$LEAF_D"
    circ $((x + 16)) 684 12 "$RED"; circ $((x - 14)) 700 10 "$RED"
  done
  for x in 610 700 790 880; do circ $x 706 34 "$LEAF_L"; circ $((x - 16)) 700 22 "$LEAF"; circ $((x + 16)) 700 22 "$LEAF"; circ $x 690 18 "$LEAF_L"; done
  # front bed with carrots and flowers
  ell 520 1010 430 26 "$SHADOW"
  rr 100 880 940 1000 10 "$WOOD"; rect 100 880 940 906 "$SOIL"; ln 100 944 940 944 4 "$WOOD_D"
  for x in 120 520 920; do rr $((x - 10)) 874 $((x + 10)) 1000 4 "$WOOD_D"; done
  for x in 170 250 330 410; do
    poly "$ORANGE" "$((x - 16)),892 $((x + 16)),892 $x,920"
    spth "$LEAF_D" 6 "M $x 892 Q $((x - 20)) 860 $((x - 26)) 840"; spth "$LEAF" 6 "M $x 892 Q $x 860 $((x + 4)) 834"; spth "$LEAF_D" 6 "M $x 892 Q $((x + 20)) 864 $((x + 28)) 846"
  done
  at 520 894 1.1 0 o_flower "$CORAL"; at 600 894 1.2 0 o_tulip "$LAV"; at 680 894 1.0 0 o_flower "$SKY_D"
  at 760 894 1.2 0 o_tulip "$CORAL"; at 840 894 1.1 0 o_flower "$LAV_D"; at 900 894 1.0 0 o_tulip "$SUN"
  # watering can with drops
  ell 1240 1030 170 22 "$SHADOW"
  spth "$SKY_D" 20 "M 1150 880 Q 1240 780 1330 880"
  pth "$SKY_D" "M 1330 930 L 1460 830 L 1478 848 L 1350 970 Z"
  at 1470 835 1 -40 ell 0 0 16 34 "$SKY_D"
  rr 1120 880 1360 1030 24 "$SKY"; rr 1140 900 1180 1010 12 "#FFFFFF40"; ell 1240 884 110 12 "$SKY_D"
  for i in 0 1 2 3 4; do
    local dx=$(( 1500 + i * 14 + (i % 2) * 16 )) dy=$(( 880 + i * 34 ))
    at $dx $dy 1.6 0 pth "$SKY_D" "M 0 -16 Q 10 0 0 8 Q -10 0 0 -16 Z"
  done
  at 1040 560 0.9 -10 o_butterfly "$LAV" "$CORAL_L"; at 700 420 0.6 12 o_butterfly "$CORAL" "$SUN_L"
}

# ===========================================================================
# 2. Staff portraits 800x1000
# ===========================================================================
# portrait BG SKIN HAIR STYLE SHIRT ACCENT DECOR
#   STYLE: short long bun curly scarf ponytail beard braids (+ "glasses" suffix)
portrait() {
  local bg=$1 skin=$2 hair=$3 style=$4 shirt=$5 accent=$6 decor=$7
  local glasses=0
  [[ $style == *+glasses ]] && { glasses=1; style=${style%+glasses}; }
  rect 0 0 800 1000 "$bg"
  # soft decoration, different per portrait
  case $decor in
    0) circ 120 150 170 "#FFFFFF40"; circ 700 820 220 "#FFFFFF30" ;;
    1) circ 680 170 140 "#FFFFFF40"; circ 90 700 120 "#FFFFFF30"; circ 720 560 40 "#FFFFFF50" ;;
    2) at 640 180 0.9 0 o_cloud; at 160 260 0.6 0 o_cloud ;;
    3) at 660 170 1 0 o_sun ;;
    4) at 130 160 1.2 -30 o_leaf "#FFFFFF50"; at 680 260 1.5 20 o_leaf "#FFFFFF50"; at 110 640 1.1 40 o_leaf "#FFFFFF40" ;;
    5) local i; for i in 0 1 2 3 4 5; do circ $(( 80 + i * 130 )) $(( 90 + (i % 2) * 60 )) 26 "#FFFFFF50"; done ;;
    6) rr 520 90 760 330 40 "#FFFFFF38"; rr 40 520 220 700 30 "#FFFFFF30" ;;
    7) spth "#FFFFFF55" 26 "M -40 220 Q 200 80 420 200 Q 620 310 860 160"; circ 700 700 90 "#FFFFFF30" ;;
  esac
  # hair that sits behind the head
  case $style in
    long)     rr 220 300 580 800 150 "$hair" ;;
    curly)    local a; for a in 0 30 60 90 120 150 180 210 240 270 300 330; do at 400 410 1 $a circ 175 0 70 "$hair"; done; circ 400 410 190 "$hair" ;;
    scarf)    ell 400 440 200 230 "$accent"; rr 200 520 600 820 120 "$accent" ;;
    ponytail) at 590 420 1 -20 ell 0 60 60 130 "$hair" ;;
    braids)   local y; for y in 470 530 590 650 710 770; do circ 236 $y 34 "$hair"; circ 564 $y 34 "$hair"; done ;;
    bun)      circ 400 228 78 "$hair"; circ 380 210 24 "#FFFFFF22" ;;
  esac
  # shoulders and neck
  rr 80 720 720 1200 250 "$shirt"
  rr 345 560 455 740 44 "$skin"; rr 345 600 455 650 20 "#00000014"
  case $style in
    scarf) pth "$accent" "M 230 620 Q 400 790 570 620 L 620 840 Q 400 900 180 840 Z" ;;
    *)     pth "$accent" "M 320 725 L 400 820 L 480 725 L 455 715 L 400 770 L 345 715 Z" ;;
  esac
  # head
  if [[ $style != scarf ]]; then ell 245 450 26 40 "$skin"; ell 555 450 26 40 "$skin"; fi
  ell 400 430 152 178 "$skin"
  # hair on top of the head
  case $style in
    short|ponytail|bun|long|braids)
      pth "$hair" "M 246 440 Q 236 250 400 246 Q 566 250 554 440 Q 530 330 420 318 Q 330 312 290 360 Q 262 390 246 440 Z" ;;
    curly)
      local x; for x in 280 330 380 430 480 525; do circ $x $(( 300 - (x > 380 && x < 480 ? 24 : 0) )) 46 "$hair"; done ;;
    beard)
      pth "$hair" "M 250 400 Q 250 258 400 256 Q 550 258 550 400 Q 520 320 400 314 Q 280 320 250 400 Z"
      pth "$hair" "M 250 440 Q 250 640 400 640 Q 550 640 550 440 Q 540 540 470 520 Q 400 500 330 520 Q 260 540 250 440 Z" ;;
    scarf)
      pth "$accent" "M 240 440 Q 240 250 400 250 Q 560 250 560 440 Q 540 330 400 326 Q 260 330 240 440 Z" ;;
  esac
  # face
  ell 340 450 13 17 "$INK"; ell 460 450 13 17 "$INK"; circ 345 444 4 "#FFFFFF"; circ 465 444 4 "#FFFFFF"
  spth "#00000040" 7 "M 312 405 Q 340 392 368 405"; spth "#00000040" 7 "M 432 405 Q 460 392 488 405"
  ell 302 512 30 18 "#FF7F6B40"; ell 498 512 30 18 "#FF7F6B40"
  if [[ $style == beard ]]; then
    pth "$CREAM" "M 360 540 Q 400 580 440 540 Z"
  else
    spth "$INK" 8 "M 352 535 Q 400 580 448 535"
  fi
  if (( glasses )); then
    echo "fill #FFFFFF30 stroke $INK stroke-width 7 ellipse 340,452 44,38 0,360"
    echo "fill #FFFFFF30 stroke $INK stroke-width 7 ellipse 460,452 44,38 0,360"
    ln 384 446 416 446 7 "$INK"
  fi
  # name badge without text
  rr 520 860 610 920 12 "$WHITE"; rr 536 876 594 888 5 "${accent}"; rr 536 898 580 906 4 "#C9D1D9"
}

make_services() {
  local s
  for s in classroom playground meals art reading music garden; do
    draw 1600x1067 "xc:$CREAM" "$(scene_$s)" "$SEED/services/$s.jpg" "${jpg_opts[@]}" -quality 80
  done
}

make_staff() {
  local -a cfg=(
    "$SKY_L|${SKIN[1]}|${HAIR[2]}|long|$CORAL|$SUN|0"
    "$SUN_L|${SKIN[4]}|${HAIR[1]}|curly|$SKY_D|$LEAF|1"
    "$LAV_L|${SKIN[2]}|${HAIR[0]}|scarf|$LEAF_D|$CORAL|2"
    "#CDEBC8|${SKIN[0]}|${HAIR[5]}|beard+glasses|$LAV_D|$SKY|3"
    "$CORAL_L|${SKIN[5]}|${HAIR[4]}|braids|$SUN|$LEAF_D|4"
    "#FFE3B3|${SKIN[6]}|${HAIR[6]}|ponytail|$LEAF|$CORAL|5"
    "#BFE3F5|${SKIN[3]}|${HAIR[1]}|short+glasses|$CORAL|$SUN|6"
    "#E9E0FB|${SKIN[7]}|${HAIR[3]}|bun|$SKY_D|$LAV|7"
  )
  local i
  for i in "${!cfg[@]}"; do
    IFS='|' read -r bg skin hair style shirt accent decor <<<"${cfg[$i]}"
    draw 800x1000 "xc:$bg" "$(portrait "$bg" "$skin" "$hair" "$style" "$shirt" "$accent" "$decor")" \
      "$SEED/staff/staff-$((i + 1)).jpg" "${jpg_opts[@]}" -quality 80
  done
}

# ===========================================================================
# 3. Animated scenes (videos + their posters)
#    Every scene is designed on a 640x360 canvas and rendered at scale S
#    (S=1 -> 640x360, 1.5 -> 960x540, 2 -> 1280x720). Backgrounds and sprites
#    are drawn with ImageMagick, animation is done with ffmpeg overlay/rotate
#    expressions of time t.
# ===========================================================================
FPS=24
px() { awk -v a="$1" -v s="$2" 'BEGIN { printf "%d", a * s + 0.5 }'; }   # base units -> pixels

# canvas OUT W H S BG MVG : draw an image of W*S x H*S with the MVG scaled by S
canvas() {
  local out=$1 w=$2 h=$3 s=$4 bg=$5 mvg=$6
  convert -size "$(px "$w" "$s")x$(px "$h" "$s")" "$bg" \
    -draw "push graphic-context scale $s,$s $mvg pop graphic-context" -strip PNG32:"$out"
}
sprite() { canvas "$1" "$2" "$3" "$4" xc:none "$5"; }

# ffmpeg graph builder ------------------------------------------------------
vid_reset() { V_IN=(); V_N=0; V_F=""; V_LAST=""; }
vid_bg_png() { V_IN+=(-loop 1 -framerate "$FPS" -i "$1"); V_F="[0:v]format=rgba[b0]"; V_LAST=b0; V_N=1; }
vid_bg_lavfi() { V_IN+=(-f lavfi -i "$1"); V_F="[0:v]format=rgba[b0]"; V_LAST=b0; V_N=1; }
# vid_sprite PNG XEXPR YEXPR [PREFILTER] [ENABLE]
vid_sprite() {
  local idx=$V_N src="[$V_N:v]"
  V_IN+=(-loop 1 -framerate "$FPS" -i "$1"); V_N=$((V_N + 1))
  if [[ -n ${4:-} ]]; then V_F+=";[$idx:v]format=rgba,$4[s$idx]"; src="[s$idx]"; fi
  V_F+=";[$V_LAST]${src}overlay=x='$2':y='$3'"
  [[ -n ${5:-} ]] && V_F+=":enable='$5'"
  V_F+="[v$idx]"; V_LAST="v$idx"
}
# vid_encode OUT DURATION CRF
vid_encode() {
  ffmpeg -nostdin -hide_banner -loglevel error -y "${V_IN[@]}" \
    -filter_complex "$V_F;[$V_LAST]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[out]" \
    -map "[out]" -t "$2" -r "$FPS" -an \
    -c:v libx264 -profile:v main -level:v 4.0 -refs 4 -preset slow -tune animation -crf "$3" -g 48 -bf 2 \
    -colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv \
    -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$1"
}
# vid_still OUT.png TIME : one lossless frame of the same graph
vid_still() {
  ffmpeg -nostdin -hide_banner -loglevel error -y "${V_IN[@]}" \
    -filter_complex "$V_F" -map "[$V_LAST]" -ss "$2" -frames:v 1 -update 1 -pix_fmt rgb24 "$1"
}

# --- dev-1: bouncing ball in the park --------------------------------------
bg_ballpark() {
  rect 0 0 640 360 "$SKY_L"
  at 560 64 0.42 0 o_sun; at 160 70 0.55 0 o_cloud; at 390 46 0.4 0 o_cloud
  ell 160 330 380 110 "$LEAF_L"; ell 520 340 300 120 "#A5D99E"
  rect 0 280 640 360 "$LEAF"
  at 38 292 0.7 0 o_tree "$LEAF_D"; at 612 296 0.55 0 o_tree "$LEAF"
  at 575 344 0.55 0 o_kid "${SKIN[4]}" "$CORAL" "$SKY_D" "${HAIR[1]}" 1
  local x; for x in 20 130 250 370 480; do at $x 356 0.22 0 o_flower "$CORAL"; at $((x + 40)) 358 0.2 0 o_flower "$LAV"; done
}
build_dev1() {   # S
  local S=$1 d=$TMP/dev1-$1; mkdir -p "$d"
  canvas "$d/bg.png" 640 360 "$S" "xc:$CREAM" "$(bg_ballpark)"
  sprite "$d/shadow.png" 90 20 "$S" "$(ell 45 10 42 8 '#3D405B33')"
  sprite "$d/ball.png" 80 80 "$S" "$(at 40 40 0.95 0 o_ball "$CORAL" "$SUN_L")"
  local bx="(30+210*(1-cos(2*PI*t/6)))"     # left edge, base units
  vid_reset; vid_bg_png "$d/bg.png"
  vid_sprite "$d/shadow.png" "$S*($bx-5)" "$S*322"
  vid_sprite "$d/ball.png" "$S*$bx" "$S*(248-150*abs(sin(PI*t)))" "rotate=a='$bx/38':c=none"
}

# --- dev-2: stacking blocks -----------------------------------------------
bg_playroom() {
  rect 0 0 640 300 "#FFF1D6"; rect 0 300 640 360 "#EBCB9E"; rect 0 294 640 306 "#F5DDB8"
  spth "$WOOD_D" 2 "M 0 16 Q 320 56 640 16"
  local i x c cols=("$CORAL" "$SUN" "$LEAF" "$SKY" "$LAV")
  i=0; for x in 30 90 150 210 270 330 390 450 510 570 630; do
    c=${cols[$((i % 5))]}; local y=$(( 16 + (40 * (x * (640 - x))) / (320 * 320) ))
    poly "$c" "$((x - 16)),$((y - 1)) $((x + 16)),$((y + 1)) $x,$((y + 30))"; i=$((i + 1))
  done
  rr 36 70 196 190 10 "$WHITE"; rr 46 80 186 180 6 "$SKY_L"; at 150 112 0.28 0 o_sun; at 90 150 0.35 0 o_cloud
  rect 113 80 119 180 "$WHITE"; rect 46 127 186 133 "$WHITE"
  rr 500 170 620 300 8 "$WOOD"; rr 508 178 612 232 4 "#F6E1C4"; rr 508 240 612 292 4 "#F6E1C4"
  rr 514 200 544 232 4 "$CORAL"; rr 548 200 578 232 4 "$SUN"; rr 582 200 608 232 4 "$LEAF"
  rr 514 262 544 292 4 "$SKY"; rr 548 262 578 292 4 "$LAV"; rr 582 262 608 292 4 "$CORAL_L"
  ell 320 330 250 24 "$LAV_L"
  at 110 350 0.55 0 o_kid "${SKIN[2]}" "$SUN" "$LAV_D" "${HAIR[0]}" 1
  ell 320 322 130 8 "$SHADOW"
}
build_dev2() {
  local S=$1 d=$TMP/dev2-$1; mkdir -p "$d"
  canvas "$d/bg.png" 640 360 "$S" "xc:$CREAM" "$(bg_playroom)"
  local cols=("$SKY" "$SUN" "$CORAL" "$LEAF" "$LAV" "$ORANGE")
  local xs=(200 280 360 240 320 280) ys=(240 240 240 160 160 80)
  vid_reset; vid_bg_png "$d/bg.png"
  local i
  for i in 0 1 2 3 4 5; do
    sprite "$d/block$i.png" 84 84 "$S" "$(at 42 42 1 0 o_block "${cols[$i]}")"
    local t0; t0=$(awk -v i="$i" 'BEGIN { printf "%.2f", 0.3 + 0.8 * i }')
    vid_sprite "$d/block$i.png" "$S*$((xs[i] - 2))" \
      "$S*(if(lt(t,$t0),-100,min($((ys[i] - 2)),-90+1000*(t-$t0)*(t-$t0))))"
  done
}

# --- dev-3: colour swirl with bubbles -------------------------------------
fg_bubbles() {
  pth "$LEAF" "M 0 330 Q 160 300 320 326 Q 480 350 640 318 L 640 360 L 0 360 Z"
  at 90 352 0.5 0 o_kid "${SKIN[6]}" "$LAV_D" "$SKY_D" "${HAIR[6]}" 1
  # bubble wand in the raised hand
  ln 122 252 142 222 3 "$WOOD_D"; ring 148 212 11 3 "$CORAL"
}
build_dev3() {
  local S=$1 d=$TMP/dev3-$1; mkdir -p "$d"
  local W H; W=$(px 640 "$S"); H=$(px 360 "$S")
  local v="st(0,sin(X/(53*$S)+T*1.3)+sin(Y/(37*$S)-T*0.9)+sin((X+Y)/(71*$S)+T*0.7))"
  local swirl="color=c=white:s=${W}x${H}:r=$FPS,format=gbrp,geq=r='$v;226+26*sin(ld(0)*1.2)':g='$v;214+28*sin(ld(0)*1.2+2.1)':b='$v;222+24*sin(ld(0)*1.2+4.2)'"
  canvas "$d/fg.png" 640 360 "$S" xc:none "$(fg_bubbles)"
  vid_reset; vid_bg_lavfi "$swirl"
  local spec i=0
  for spec in "18 170 60 0" "12 230 75 1.3" "24 300 50 2.1" "10 360 90 0.5" "20 420 65 2.9" "14 500 80 1.7" "26 560 45 3.7"; do
    set -- $spec   # radius x-centre speed phase
    sprite "$d/bubble$i.png" $(( $1 * 2 + 8 )) $(( $1 * 2 + 8 )) "$S" "$(at $(( $1 + 4 )) $(( $1 + 4 )) 1 0 o_bubble "$1")"
    local off=$(( i * 97 ))
    vid_sprite "$d/bubble$i.png" "$S*($2-$1+16*sin(2*t+$4))" "$S*(380-mod($3*t+$off,460))"
    i=$((i + 1))
  done
  vid_sprite "$d/fg.png" 0 0
}

# --- hero: gentle 8 s loop (every motion has a period dividing 8 s) ---------
o_sun_round() {       # rotation-symmetric sun for spinning sprites
  local i
  for i in 0 1 2 3 4 5 6 7 8 9 10 11; do
    echo "push graphic-context rotate $((i * 30))"; rr 66 -9 100 9 9 "$SUN"; echo "pop graphic-context"
  done
  circ 0 0 58 "$SUN"; circ 0 0 44 "$SUN_L"
}
bg_hero() {
  ell 120 330 340 120 "#A5D99E"; ell 530 345 330 125 "$LEAF_L"
  rect 0 304 640 360 "$LEAF"
  at 40 306 0.62 0 o_tree "$LEAF_D"; at 606 310 0.58 0 o_tree "$LEAF"; at 200 300 0.4 0 o_tree "$LEAF"
  at 470 298 0.35 0 o_bush "$LEAF_D"
  at 340 306 0.42 0 o_house
  ell 340 308 80 6 "$SHADOW"
  at 236 350 0.42 0 o_kid "${SKIN[5]}" "$SUN" "$SKY_D" "${HAIR[1]}" 1
  at 420 350 0.42 0 o_kid "${SKIN[0]}" "$LAV_D" "$LEAF_D" "${HAIR[3]}"
  at 455 352 0.38 0 o_kid "${SKIN[3]}" "$CORAL" "$SKY_D" "${HAIR[0]}" 1
  local x; for x in 30 110 290 520 600; do at $x 354 0.2 0 o_flower "$CORAL"; at $((x + 30)) 356 0.18 0 o_tulip "$LAV"; done
}
build_hero() {
  local S=$1 d=$TMP/hero-$1; mkdir -p "$d"
  canvas "$d/bg.png" 640 360 "$S" "gradient:$SKY_L-$CREAM" "$(bg_hero)"
  sprite "$d/sun.png" 112 112 "$S" "$(at 56 56 0.5 0 o_sun_round)"
  sprite "$d/cloud1.png" 130 70 "$S" "$(at 65 38 0.55 0 o_cloud)"
  sprite "$d/cloud2.png" 100 56 "$S" "$(at 50 30 0.42 0 o_cloud)"
  sprite "$d/cloud3.png" 84 46 "$S" "$(at 42 25 0.35 0 o_cloud)"
  sprite "$d/balloon1.png" 50 100 "$S" "$(at 25 26 0.45 0 o_balloon "$CORAL")"
  sprite "$d/balloon2.png" 50 100 "$S" "$(at 25 26 0.45 0 o_balloon "$LAV")"
  sprite "$d/balloon3.png" 50 100 "$S" "$(at 25 26 0.45 0 o_balloon "$SUN")"
  sprite "$d/bfly-open.png" 40 40 "$S" "$(at 20 20 0.28 0 o_butterfly "$CORAL" "$SUN_L")"
  sprite "$d/bfly-shut.png" 40 40 "$S" "$(atxy 20 20 0.1 0.28 0 o_butterfly "$CORAL" "$SUN_L")"
  sprite "$d/ball.png" 28 28 "$S" "$(at 14 14 0.32 0 o_ball "$SKY_D")"
  local w="(2*PI*t/8)"
  vid_reset; vid_bg_png "$d/bg.png"
  vid_sprite "$d/sun.png" "$S*14" "$S*12" "rotate=a='PI/6*t/8':c=none"
  vid_sprite "$d/cloud1.png" "$S*(150+14*sin($w))" "$S*(40+3*sin(2*$w))"
  vid_sprite "$d/cloud2.png" "$S*(430+12*sin($w+2))" "$S*(26+3*sin(2*$w+1))"
  vid_sprite "$d/cloud3.png" "$S*(300+10*sin($w+4))" "$S*(95+2*sin(2*$w+2))"
  vid_sprite "$d/balloon1.png" "$S*(520+4*sin($w))" "$S*(120+7*sin(2*$w))"
  vid_sprite "$d/balloon2.png" "$S*(552+4*sin($w+1))" "$S*(106+7*sin(2*$w+1.5))"
  vid_sprite "$d/balloon3.png" "$S*(584+4*sin($w+2))" "$S*(128+7*sin(2*$w+3))"
  local bx="(560+50*sin($w))" by="(220+18*sin(2*$w))"
  vid_sprite "$d/bfly-open.png" "$S*$bx" "$S*$by" "" "lt(mod(t,0.5),0.25)"
  vid_sprite "$d/bfly-shut.png" "$S*$bx" "$S*$by" "" "gte(mod(t,0.5),0.25)"
  vid_sprite "$d/ball.png" "$S*(268+6*sin($w))" "$S*(324-40*abs(sin(PI*t)))"
}

# --- showcase-1: kite and bubbles in the park ------------------------------
bg_kites() {
  rect 0 0 640 360 "$SKY_L"
  at 70 60 0.4 0 o_sun; at 320 40 0.45 0 o_cloud; at 560 90 0.35 0 o_cloud
  ell 200 340 380 110 "$LEAF_L"; ell 560 350 260 100 "#A5D99E"
  rect 0 300 640 360 "$LEAF"
  at 610 306 0.6 0 o_tree "$LEAF_D"; at 30 304 0.45 0 o_tree "$LEAF"
  at 170 344 0.5 0 o_kid "${SKIN[1]}" "$SKY_D" "$LAV_D" "${HAIR[2]}" 1
  at 470 344 0.5 0 o_kid "${SKIN[4]}" "$LEAF_D" "$CORAL" "${HAIR[4]}" 1
  ln 502 243 516 222 3 "$WOOD_D"; ring 520 214 8 3 "$LAV_D"
  local x; for x in 60 260 380 560; do at $x 354 0.2 0 o_flower "$SUN"; at $((x + 36)) 356 0.2 0 o_flower "$CORAL"; done
}
build_showcase1() {
  local S=$1 d=$TMP/sc1-$1; mkdir -p "$d"
  canvas "$d/bg.png" 640 360 "$S" "xc:$CREAM" "$(bg_kites)"
  # kite sprite: centred on the child's hand so it can swing around it
  sprite "$d/kite.png" 360 360 "$S" "$(ln 180 180 290 90 2 "$INK"; at 300 66 0.5 30 o_kite "$CORAL" "$SUN")"
  vid_reset; vid_bg_png "$d/bg.png"
  vid_sprite "$d/kite.png" "$S*(202-180)" "$S*(240-180)" "rotate=a='0.09*sin(2*PI*t/3)+0.03*sin(2*PI*t/1.5)':c=none"
  local spec i=0
  for spec in "14 30 0" "9 38 1.0" "18 26 2.0" "11 34 3.0" "16 28 4.0" "8 40 5.0"; do
    set -- $spec   # radius rise-speed start-offset(s)
    sprite "$d/bubble$i.png" $(( $1 * 2 + 8 )) $(( $1 * 2 + 8 )) "$S" "$(at $(( $1 + 4 )) $(( $1 + 4 )) 1 0 o_bubble "$1")"
    local age="mod(t+$3,6)"
    vid_sprite "$d/bubble$i.png" "$S*(516-$1-8*$age+12*sin(2*t+$i))" "$S*(206-$1-$2*$age)"
    i=$((i + 1))
  done
}

# --- showcase-2: the garden grows ----------------------------------------
bg_garden() {
  rect 0 0 640 360 "$SKY_L"
  at 580 60 0.45 0 o_sun; at 150 50 0.45 0 o_cloud; at 380 70 0.3 0 o_cloud
  local x; for x in 0 40 80 120 160 200 240 280 320 360 400 440 480 520 560 600; do
    poly "$CREAM" "$((x + 7)),250 $((x + 7)),190 $((x + 20)),176 $((x + 33)),190 $((x + 33)),250"
  done
  rect 0 204 640 212 "#F2E6D0"; rect 0 230 640 238 "#F2E6D0"
  rect 0 246 640 360 "$LEAF"
  ell 250 340 200 12 "$SHADOW"
  rr 60 290 440 336 6 "$WOOD"; rect 60 290 440 302 "$SOIL"; ln 60 318 440 318 2 "$WOOD_D"
  for x in 64 250 436; do rr $((x - 5)) 286 $((x + 5)) 336 3 "$WOOD_D"; done
  for x in 90 120 150; do circ $x 286 14 "$LEAF_L"; circ $((x - 7)) 284 9 "$LEAF"; circ $((x + 7)) 284 9 "$LEAF"; done
  ell 555 342 70 9 "$SHADOW"
  spth "$SKY_D" 8 "M 515 282 Q 555 240 595 282"
  pth "$SKY_D" "M 505 300 L 465 262 L 458 270 L 495 312 Z"; at 463 264 1 40 ell 0 0 7 14 "$SKY_D"
  rr 500 282 610 340 10 "$SKY"; rr 508 290 524 332 6 "#FFFFFF40"
}
build_showcase2() {
  local S=$1 d=$TMP/sc2-$1; mkdir -p "$d"
  canvas "$d/bg.png" 640 360 "$S" "xc:$CREAM" "$(bg_garden)"
  # flowers drawn with their stem base at the sprite centre so they sway around it
  sprite "$d/f1.png" 340 340 "$S" "$(at 170 170 0.8 0 o_flower "$CORAL")"
  sprite "$d/f2.png" 340 340 "$S" "$(at 170 170 0.85 0 o_tulip "$LAV")"
  sprite "$d/f3.png" 340 340 "$S" "$(at 170 170 0.8 0 o_flower "$SKY_D")"
  sprite "$d/f4.png" 340 340 "$S" "$(at 170 170 0.45 0 o_sunflower)"
  sprite "$d/bfly-open.png" 40 40 "$S" "$(at 20 20 0.3 0 o_butterfly "$LAV" "$CORAL_L")"
  sprite "$d/bfly-shut.png" 40 40 "$S" "$(atxy 20 20 0.1 0.3 0 o_butterfly "$LAV" "$CORAL_L")"
  sprite "$d/drop.png" 12 16 "$S" "$(at 6 9 0.45 0 pth "$SKY_D" 'M 0 -16 Q 10 0 0 8 Q -10 0 0 -16 Z')"
  vid_reset; vid_bg_png "$d/bg.png"
  local spec
  for spec in "f4 190 0 0.6" "f1 240 1 0.9" "f2 300 2 0.7" "f3 360 3 1.1" "f1 410 4 0.8"; do
    set -- $spec
    vid_sprite "$d/$1.png" "$S*($2-170)" "$S*(296-170)" "rotate=a='0.08*sin(2*PI*t*$4/2+$3)':c=none"
  done
  local bx="(300+200*sin(2*PI*t/6))" by="(130+40*sin(4*PI*t/6))"
  vid_sprite "$d/bfly-open.png" "$S*$bx" "$S*$by" "" "lt(mod(t,0.4),0.2)"
  vid_sprite "$d/bfly-shut.png" "$S*$bx" "$S*$by" "" "gte(mod(t,0.4),0.2)"
  local i
  for i in 0 1 2; do
    vid_sprite "$d/drop.png" "$S*(452-$i*4)" "$S*(262+mod(60*t+$i*12,36))"
  done
}

# --- poster-4: circle time under a rainbow (1280x720) ---------------------
scene_rainbow() {
  rect 0 0 1280 720 "$SKY_L"
  at 1130 120 0.8 0 o_sun; at 200 110 0.9 0 o_cloud; at 760 80 0.6 0 o_cloud
  local r c i=0
  for c in "$CORAL" "$ORANGE" "$SUN" "$LEAF" "$SKY" "$LAV"; do
    r=$(( 420 - i * 34 ))
    spth "$c" 36 "M $(( 640 - r )) 560 A $r $r 0 0 1 $(( 640 + r )) 560"; i=$((i + 1))
  done
  at 220 580 1.1 0 o_cloud; at 1060 580 1.1 0 o_cloud
  ell 640 760 900 200 "$LEAF"; ell 640 660 360 40 "$LEAF_L"
  # children holding hands
  local x k=0
  for x in 330 450 570 690 810 930; do
    local sk=${SKIN[$(( (k * 3) % 8 ))]} sh
    sh=("$CORAL" "$SUN" "$SKY_D" "$LEAF_D" "$LAV_D" "$ORANGE"); sh=${sh[$k]}
    at $x 690 0.95 0 o_kid "$sk" "$sh" "$INK" "${HAIR[$(( (k * 5) % 8 ))]}" 0
    k=$((k + 1))
  done
  for x in 40 140 1140 1240; do at $x 712 0.5 0 o_flower "$CORAL"; at $((x + 45)) 716 0.45 0 o_tulip "$LAV"; done
  at 1180 420 0.7 -15 o_butterfly "$LAV" "$SUN_L"; at 110 380 0.5 12 o_butterfly "$CORAL" "$SKY_L"
}

# ===========================================================================
# 4. Static site images
# ===========================================================================
scene_location() {   # 1200x800 map-like illustration
  rect 0 0 1200 800 "#F3EBDD"
  # parks and blocks
  rr 30 30 230 150 18 "#CFE8C4"; rr 290 30 590 150 18 "#EFE2CF"; rr 650 30 930 150 18 "#EFE2CF"; rr 990 30 1170 150 18 "#CFE8C4"
  rr 30 210 230 400 18 "#EFE2CF"; rr 290 210 590 400 18 "#FFF3DA"; rr 650 210 930 400 18 "#CFE8C4"; rr 990 210 1170 400 18 "#EFE2CF"
  rr 30 460 230 770 18 "#CFE8C4"; rr 290 460 590 620 18 "#EFE2CF"; rr 650 460 930 620 18 "#EFE2CF"; rr 990 460 1170 770 18 "#CFE8C4"
  # river
  spth "#BFE3F5" 70 "M -20 700 C 250 640 380 760 620 700 C 820 650 960 720 1220 660"
  spth "#D6EEF9" 20 "M -20 700 C 250 640 380 760 620 700 C 820 650 960 720 1220 660"
  # streets: border then surface
  local street
  for street in "M 0 180 L 1200 180" "M 0 430 L 1200 430" "M 260 0 L 260 800" "M 620 0 L 620 640" "M 960 0 L 960 800" "M 620 430 L 960 180"; do
    spth "#E2D3BD" 46 "$street"
  done
  for street in "M 0 180 L 1200 180" "M 0 430 L 1200 430" "M 260 0 L 260 800" "M 620 0 L 620 640" "M 960 0 L 960 800" "M 620 430 L 960 180"; do
    spth "$WHITE" 36 "$street"
  done
  for street in "M 0 180 L 1200 180" "M 0 430 L 1200 430"; do
    echo "fill none stroke $SUN_L stroke-width 4 stroke-dasharray 24,20 path '$street'"
  done
  # bridge
  rr 238 650 282 760 6 "#E2D3BD"; rr 242 650 278 760 6 "$WHITE"
  # trees in the parks
  local t
  for t in "70 80" "130 110" "190 70" "1030 80" "1100 120" "690 260" "760 330" "860 260" "890 350" \
           "70 520" "140 600" "190 500" "1030 520" "1110 580" "1060 730" "90 730"; do
    set -- $t; circ $(( $1 + 4 )) $(( $2 + 6 )) 28 "#3D405B18"; circ "$1" "$2" 28 "$LEAF"; circ $(( $1 - 8 )) $(( $2 - 8 )) 12 "#FFFFFF30"
  done
  # other buildings (roof-top view)
  rr 690 480 790 540 8 "#E6D3BA"; rr 820 520 910 600 8 "#E6D3BA"
  rr 320 480 420 560 8 "#E6D3BA"; rr 460 500 560 600 8 "#E6D3BA"; rr 680 60 800 130 8 "#E6D3BA"; rr 320 60 420 130 8 "#E6D3BA"
  # cars
  rr 400 168 440 192 8 "$SKY_D"; rr 760 418 800 442 8 "$CORAL"; rr 948 560 972 600 8 "$SUN"; rr 248 280 272 320 8 "$LAV_D"
  # the centre with a flag
  ell 450 352 120 14 "#3D405B22"
  at 450 350 0.58 0 o_house
  # map pin above the centre
  at 540 190 1 0 pth "$CORAL" "M 0 60 Q -46 6 -46 -20 A 46 46 0 1 1 46 -20 Q 46 6 0 60 Z"
  at 540 190 1 0 circ 0 -20 18 "$WHITE"
  ell 540 254 22 6 "#3D405B30"
}

scene_og() {         # 1200x630, text is added separately
  rect 0 0 1200 630 "$SKY_L"
  circ 1090 90 170 "#FFFFFF40"
  at 160 90 0.8 0 o_cloud; at 760 60 0.55 0 o_cloud
  ell 300 700 520 170 "$LEAF_L"; ell 1000 720 460 190 "#A5D99E"
  rr 190 140 1010 440 40 "#FFFFFFE6"
  at 1090 100 0.8 0 o_sun
  # palette stripe
  rect 360 392 480 404 "$CORAL"; rect 480 392 600 404 "$SUN"; rect 600 392 720 404 "$LEAF"; rect 720 392 840 404 "$SKY_D"
  at 70 560 0.9 0 o_block "$CORAL"; at 150 560 0.9 0 o_block "$SUN"; at 110 488 0.9 0 o_block "$SKY"
  at 1130 560 0.7 0 o_ball "$LAV" "$SUN_L"
  local x k=0
  for x in 420 520 620 720 820; do
    at $x 640 0.62 0 o_kid "${SKIN[$(( (k * 3 + 1) % 8 ))]}" "$(echo "$CORAL $LAV_D $LEAF_D $SKY_D $ORANGE" | cut -d' ' -f$((k + 1)))" "$INK" "${HAIR[$(( (k * 5 + 2) % 8 ))]}" $(( k % 2 ))
    k=$((k + 1))
  done
  at 300 600 0.4 0 o_flower "$CORAL"; at 960 590 0.45 0 o_tulip "$LAV"; at 1010 595 0.4 0 o_flower "$SUN"
}

scene_icon() {       # 512x512 sun on a sky tile; $1 = rounded (1) or square (0)
  if [[ $1 == 1 ]]; then rr 0 0 511 511 112 "$SKY"; else rect 0 0 512 512 "$SKY"; fi
  circ 150 150 160 "#FFFFFF26"
  at 256 256 1.9 0 o_sun_round
}

# ===========================================================================
# Build steps
# ===========================================================================
png_to_jpg()  { convert "$1" "${jpg_opts[@]}" -quality "${3:-80}" "$2"; }
png_to_webp() { convert "$1" -strip -quality "${3:-80}" -define webp:method=6 "$2"; }

make_children() {   # dev videos 640x360 and their 1280x720 posters (+ one extra scene)
  local n
  local poster_t=(2.5 5.8 2.0)
  for n in 1 2 3; do
    "build_dev$n" 1
    vid_encode "$SEED/videos/dev-$n.mp4" 6 22
    "build_dev$n" 2
    vid_still "$TMP/poster-$n.png" "${poster_t[$((n - 1))]}"
    png_to_jpg "$TMP/poster-$n.png" "$SEED/children/poster-$n.jpg" 80
  done
  draw 1280x720 "xc:$CREAM" "$(scene_rainbow)" "$SEED/children/poster-4.jpg" "${jpg_opts[@]}" -quality 80
}

make_public() {
  # hero loop + first-frame posters
  build_hero 2
  vid_encode "$PUB/hero.mp4" 8 22
  vid_still "$TMP/hero-poster.png" 0
  png_to_webp "$TMP/hero-poster.png" "$PUB/hero-poster.webp" 80
  png_to_jpg  "$TMP/hero-poster.png" "$PUB/hero-poster.jpg" 80
  # showcase clips 960x540
  build_showcase1 1.5
  vid_encode "$PUB/showcase-1.mp4" 6 22
  vid_still "$TMP/showcase-1.png" 0
  png_to_webp "$TMP/showcase-1.png" "$PUB/showcase-1-poster.webp" 80
  build_showcase2 1.5
  vid_encode "$PUB/showcase-2.mp4" 6 22
  vid_still "$TMP/showcase-2.png" 0
  png_to_webp "$TMP/showcase-2.png" "$PUB/showcase-2-poster.webp" 80
  # location map
  draw 1200x800 "xc:$CREAM" "$(scene_location)" "$PUB/location.webp" -strip -quality 80 -define webp:method=6
  # social sharing image (the only image with text)
  draw 1200x630 "xc:$CREAM" "$(scene_og)" "$PUB/og-image.jpg" \
    -font "$FONT_BOLD" -fill "$INK" -pointsize 76 -gravity North \
    -annotate +0+178 "Multicultural" -annotate +0+274 "Child Care Centre" \
    "${jpg_opts[@]}" -quality 85
  # icons (drawn large, then downsampled for smooth edges)
  draw 512x512 xc:none "$(scene_icon 1)" "$TMP/icon-round.png"
  draw 512x512 "xc:$SKY" "$(scene_icon 0)" "$TMP/icon-square.png"
  convert "$TMP/icon-round.png" -filter Lanczos -resize 64x64 -strip -define png:exclude-chunks=date,time PNG32:"$PUB/favicon.png"
  convert "$TMP/icon-square.png" -filter Lanczos -resize 180x180 -alpha off -strip -define png:exclude-chunks=date,time PNG24:"$PUB/apple-touch-icon.png"
}

# ---------------------------------------------------------------------------
# Verification: dimensions, codecs, durations, sizes
# ---------------------------------------------------------------------------
FAIL=0
check_img() {   # FILE WxH MAXKB
  local f=$1 want=$2 max=$3 got fmt kb
  got=$(identify -format '%wx%h' "$f[0]"); fmt=$(identify -format '%m' "$f[0]")
  kb=$(( $(stat -c %s "$f") / 1024 ))
  local ok=ok; [[ $got == "$want" && $kb -le $max ]] || { ok=FAIL; FAIL=1; }
  printf '%-4s %-52s %-6s %-10s %6s KB (max %s)\n' "$ok" "${f#"$ROOT"/}" "$fmt" "$got" "$kb" "$max"
}
check_vid() {   # FILE WxH DURATION MAXKB
  local f=$1 want=$2 dur=$3 max=$4 info codec prof pix w h fr d kb ff
  info=$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,profile,pix_fmt,width,height,r_frame_rate \
         -show_entries format=duration -of default=nw=1 "$f")
  codec=$(sed -n 's/^codec_name=//p' <<<"$info"); prof=$(sed -n 's/^profile=//p' <<<"$info")
  pix=$(sed -n 's/^pix_fmt=//p' <<<"$info"); w=$(sed -n 's/^width=//p' <<<"$info"); h=$(sed -n 's/^height=//p' <<<"$info")
  fr=$(sed -n 's/^r_frame_rate=//p' <<<"$info"); d=$(sed -n 's/^duration=//p' <<<"$info")
  kb=$(( $(stat -c %s "$f") / 1024 ))
  # faststart: the moov atom must come before mdat
  ff=$(head -c 4096 "$f" | grep -aob -e moov -e mdat | head -n 1 | cut -d: -f2 || true)
  local ok=ok
  [[ $codec == h264 && $pix == yuv420p && "${w}x${h}" == "$want" && $fr == 24/1 && $ff == moov && $kb -le $max ]] || { ok=FAIL; FAIL=1; }
  awk -v d="$d" -v e="$dur" 'BEGIN { exit !(d > e - 0.1 && d < e + 0.1) }' || { ok=FAIL; FAIL=1; }
  printf '%-4s %-52s %-6s %-10s %6s KB (max %s) %s/%s %s %sfps %.2fs %s-first\n' \
    "$ok" "${f#"$ROOT"/}" mp4 "${w}x${h}" "$kb" "$max" "$codec" "$prof" "$pix" "${fr%/1}" "$d" "$ff"
}

verify() {
  echo
  echo "== verification =="
  local s i
  for s in classroom playground meals art reading music garden; do check_img "$SEED/services/$s.jpg" 1600x1067 250; done
  for i in 1 2 3 4 5 6 7 8; do check_img "$SEED/staff/staff-$i.jpg" 800x1000 120; done
  for i in 1 2 3 4; do check_img "$SEED/children/poster-$i.jpg" 1280x720 150; done
  for i in 1 2 3; do check_vid "$SEED/videos/dev-$i.mp4" 640x360 6 600; done
  check_vid "$PUB/hero.mp4" 1280x720 8 1536
  check_img "$PUB/hero-poster.webp" 1280x720 200
  check_img "$PUB/hero-poster.jpg" 1280x720 200
  for i in 1 2; do
    check_vid "$PUB/showcase-$i.mp4" 960x540 6 800
    check_img "$PUB/showcase-$i-poster.webp" 960x540 150
  done
  check_img "$PUB/location.webp" 1200x800 150
  check_img "$PUB/og-image.jpg" 1200x630 200
  check_img "$PUB/favicon.png" 64x64 20
  check_img "$PUB/apple-touch-icon.png" 180x180 40
  echo
  echo "== sizes =="
  du -ch "$SEED"/services/*.jpg "$SEED"/staff/*.jpg "$SEED"/children/*.jpg "$SEED"/videos/*.mp4 "$PUB"/* | sed "s#$ROOT/##"
  if (( FAIL )); then echo "verification FAILED" >&2; return 1; fi
  echo "all files verified"
}

main() {
  echo "generating service scenes...";   make_services
  echo "generating staff portraits...";  make_staff
  echo "generating children videos and posters..."; make_children
  echo "generating public site media..."; make_public
  verify
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  main "$@"
fi
