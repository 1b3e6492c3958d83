# 图示中的文字（见 en/figures.ftl）。

## 所有图示

figure-load-failed = 图示无法加载其 WebAssembly 模块：{ $error }
figure-render-failed = 图示无法绘制：{ $error }

## 无效的属性值

attribute-number = { $name } 必须是 { $min } 到 { $max } 之间的{ $integer ->
        [yes] 整数
       *[no] 数
    }；收到的是“{ $got }”，改用 { $value }。
attribute-number-step = { $name } 必须是 { $min } 到 { $max } 之间的{ $integer ->
        [yes] 整数
       *[no] 数
    }，且为 { $step } 的倍数；收到的是“{ $got }”，改用 { $value }。
attribute-choice = { $name } 必须是以下之一：{ $values }；收到的是“{ $got }”，改用 { $value }。
attribute-list-separator = 、
attribute-text-long = { $name } 超过 { $max } 个字符；多出的部分被忽略。
attribute-list = { $name } 必须是最多 { $count } 个 0 到 { $max } 之间的整数，用空格或逗号分隔；收到的是“{ $got }”，已忽略。
attribute-list-long = { $name } 必须是最多 { $count } 个 0 到 { $max } 之间的整数，用空格或逗号分隔，且不超过 { $most } 个字符；收到 { $length } 个字符，已忽略。
heatmap-warning-cells = positions × d-model 最多为 { $cells }；改为显示 { $most } 个位置。
permutation-default-sentence = 狗咬人
offset-head-default-text = 那人看见的狗咬了猫，猫爬上河边的老树。那人叫狗回来，可是狗坐在树下对着猫叫，直到太阳落山，鸟飞回安静的河边，月亮升上黑暗的山丘。

## 热力图视图

heatmap-view-name = 热力图
heatmap-view-reader = 热力图单元格读取器
heatmap-view-keys = 方向键将光标移动一个单元格并读出其值；Page Up 和 Page Down 移动十分之一的行；Home 和 End 移到行的两端，按住 Control 则移到第一个和最后一个单元格。
heatmap-view-hint = 指向一个单元格，或聚焦热力图并使用方向键，即可读出其值。
data-table-show = 显示数据表
data-table-hide = 隐藏数据表
data-table-region = 数据表
data-table-region-named = 数据表：{ $caption }

## 颜色图例

legend-name = 颜色刻度
legend-label = 颜色刻度（{ $colormap }）：{ $what } { $lo } 为{ $low }，{ $middle }，{ $hi } 为{ $high }。
legend-middle-between = 中间为{ $colour }
legend-middle-at = { $mid } 处为{ $colour }
legend-value = 数值
colour-dark-blue = 深蓝色
colour-white = 白色
colour-dark-red = 深红色
colour-dark-purple = 深紫色
colour-teal = 青绿色
colour-yellow = 黄色
colour-grey = 灰色

## <posenc-heatmap>

heatmap-name = 正弦位置编码热力图：位置 × 通道
heatmap-label = 正弦位置编码热力图：位置 { $first } 至 { $last }（行，自上而下）× { $dModel } 个通道（列，自左向右）。
heatmap-x-title = 通道 0 … { $lastChannel } →
heatmap-y-title = 位置 { $first } … { $last } →
heatmap-cell = 位置 { $position }，通道 { $channel }（第 { $pair } 对，{ $fn }）：{ $value }
heatmap-table-caption = 编码数值，位置 { $first } 至 { $last }
heatmap-row-header = p { $position }
heatmap-col-header = { $channel }：{ $fn } { $pair }
heatmap-summary = { $positions } 个位置（{ $first } 至 { $last }）× { $dModel } 个通道，底数 { $base }，{ $layout ->
    [interleaved] 交错排列。左侧各列
   *[concatenated] 拼接排列。每一半的左侧各列
  }（快速变化的通道对）逐行变化；右侧各列（慢速变化的通道对）几乎不变。

## <posenc-similarity>

similarity-name = 每对位置之间余弦相似度的热力图
similarity-profile-name = 余弦相似度随偏移 k 变化的曲线：实测的第 0 行与闭式解
similarity-profile-title = 相似度随偏移 k = q − p 的变化（第 p = 0 行）
similarity-key-line = 闭式解 Σ cos(k·ωᵢ) / (d/2)
similarity-key-dots = 矩阵的第 0 行
similarity-note = 数值已归一化：PE(p)·PE(q) 除以 d_model / 2（每个编码长度的平方），因此对角线为 1。
similarity-legend = 余弦相似度
similarity-label = 位置 0 至 { $last } 的编码两两之间的相似度（d-model { $dModel }）：对角线上最高（1），每一行都随距离以相同方式递减；最小值 { $min }。
similarity-x-title = 位置 q：0 … { $last } →
similarity-y-title = 位置 p：0 … { $last } →
similarity-cell = 位置 { $p } 与 { $q }（偏移 { $offset }）：点积 { $dot }，余弦 { $cosine }
similarity-table-caption = 位置 0 至 { $last } 的余弦相似度
similarity-row-header = p { $p }
similarity-col-header = q { $q }
similarity-summary = { $positions } 个位置的相似度，d-model { $dModel }，底数 { $base }。每一行都是同一条曲线的平移：它只取决于偏移 k。k = 1 处的余弦：{ $first }；k = { $last } 处：{ $atLast }。
similarity-plot-x = 偏移 k = q − p
similarity-plot-y = 余弦
similarity-profile-label = 余弦相似度随偏移 k（0 至 { $last }）变化的曲线：圆点（实测的第 0 行）落在曲线（闭式解）上，从 1 开始下降，随后振荡，最低至 { $min }。

## <posenc-rotation>

rotation-control-p = 位置 p
rotation-control-k = 偏移量 k
rotation-dials-name = 刻度盘，每个通道对一个：点 PE(p) 转过 k·ωᵢ，到达 PE(p + k)
rotation-name = 旋转矩阵 Mₖ 的热力图：对角线上是 2×2 的块，其余为零
rotation-dials-title = 第 i 对转过角度 k·ωᵢ
rotation-dials-note = 空心点：PE(p) 中的这一对。实心点：PE(p + k) 中的同一对。横轴：余弦，纵轴：正弦。
rotation-matrix-title = 旋转矩阵 Mₖ
rotation-matrix-note = 空白的格子恰好为 0：只有对角线上的 2×2 块不为 0。
rotation-label = k = { $k }、d-model { $dModel } 时的旋转矩阵 Mₖ：对角线上有 { $count ->
   *[other] { $blocks } 个
  } 2×2 的块，其余为零。
rotation-x-title = 列 0 … { $last } →
rotation-y-title = 行 0 … { $last } →
rotation-cell = Mₖ 的第 { $row } 行、第 { $column } 列：{ $value }{ $block ->
    [inside] （第 { $pair } 对的块，角度 k·ω = { $angle } rad）
   *[outside] （块外）
  }
rotation-table-caption = k = { $k } 时的 Mₖ
rotation-row-header = 行 { $row }
rotation-col-header = 列 { $column }
rotation-legend-dark = 色标：−1 为蓝色，接近 0 的值融入背景，+1 为红色。
rotation-dials-label = { $count ->
   *[other] { $dials } 个刻度盘
  }，每个通道对一个：点 PE({ $from }) 转过 k·ωᵢ，到达 PE({ $to })；第 0 对转过 { $first } rad，第 { $lastPair } 对只转过 { $last } rad。
rotation-summary = k = { $k } 时，Mₖ 对每个 p 都把 PE(p) 映射到 PE(p { $sign ->
    [minus] −
   *[plus] +
  } { $offset })（d-model { $dModel }，底数 { $base }）。这里 k = { $k } 把 PE({ $from }) 映射到 PE({ $to })：与直接计算的 PE({ $to }) 的最大差值为 { $error }。

## 刻度盘（画在旋转图示的画布上）

dials-index = i = { $index }
dials-angle = kω{ $subscript } = { $angle }
dials-turns = kω{ $subscript } = { $angle }（{ $turns } 圈）
dials-cos = cos
dials-sin = sin

## <posenc-offset-head> (web/src/widgets/offset-head.js)

offset-head-control-k = 偏移量 k
offset-head-control-scale = 缩放
offset-head-control-weight = 位置权重
offset-head-code = 位置码
offset-head-code-sinusoidal = 正弦位置码
offset-head-code-index = 索引位置码 p
offset-head-code-binary = 二进制位置码
offset-head-words = 词
offset-head-words-none = 无
offset-head-words-add = 相加
offset-head-words-concat = 拼接
offset-head-name = 一个往前看 k 个位置的注意力头的注意力权重
offset-head-terms-title = 分数的逐项分解（同一色标）
offset-head-term-word-word = 词·词
offset-head-term-word-position = 词·位置
offset-head-term-position-word = 位置·词
offset-head-term-position-position = 位置·位置
offset-head-term-sum = 总和
offset-head-term-name = 分数项 { $term } 在查询位置和键位置上的图
offset-head-term-label = { $term }的图：{ $rows } 行中有 { $peaks } 行在 p − { $k } 处取最大值。
offset-head-term-sum-name = 四项之和（即分数）
offset-head-terms-legend = 分数项
offset-head-legend = 注意力权重
offset-head-table-summary = 数据表：每一行关注哪里
offset-head-table-query = 查询 p
offset-head-table-peak = 最关注的 q
offset-head-table-weight = p − k 处的权重
offset-head-table-outside = （超出范围）
offset-head-table-caption = 每个查询位置最关注的位置（k = { $k }）
offset-head-position-word = { $position }“{ $word }”
offset-head-label = 一个{ $direction ->
    [ahead] 往后看 { $steps } 个位置
   *[back] 往前看 { $steps } 个位置
  }的注意力头的注意力权重，采用{ $code }{ $words ->
    [add] ，词嵌入相加
    [concat] ，词嵌入拼接
   *[none] { "" }
  }，共 { $positions } 个位置：{ $rows } 行中有 { $hits } 行把最大权重放在位置 p − { $k }{ $band ->
    [yes] ，形成一条对角带
   *[no] { "" }
  }。
offset-head-x-title = 键位置 q：0 … { $last } →
offset-head-y-title = 查询位置 p：0 … { $last } →
offset-head-cell = 查询 { $query }，键 { $key }{ $target ->
    [yes] （p − k）
   *[no] { "" }
  }：权重 { $weight }，分数 { $score }{ $split ->
    [yes] { " " }= 词·词 { $wordWord } + 词·位置 { $wordPosition } + 位置·词 { $positionWord } + 位置·位置 { $positionPosition }
   *[no] { "" }
  }
offset-head-verdict = { $result ->
    [all] 每一行只要存在{ $direction ->
        [ahead] 后面第 { $steps } 个位置
       *[back] 前面第 { $steps } 个位置
      }，就最关注它：{ $rows } 行中的 { $hits } 行。
    [none] 在存在{ $direction ->
        [ahead] 后面第 { $steps } 个位置
       *[back] 前面第 { $steps } 个位置
      }的 { $rows } 行中，没有一行最关注它。
   *[some] 在存在{ $direction ->
        [ahead] 后面第 { $steps } 个位置
       *[back] 前面第 { $steps } 个位置
      }的 { $rows } 行中，只有 { $hits } 行最关注它。
  }
offset-head-apart = 词嵌入占用各自的通道，查询和键只读取位置通道，所以涉及词的三项都为 0。
offset-head-own-word = { $rows } 行中有 { $hits } 行最关注自己的词。
offset-head-own-word-sizes = { $rows } 行中有 { $hits } 行最关注自己的词：词·词在 q = p 处的分数为 { $low } 至 { $high }，而位置·位置{ $weighted ->
    [yes] （位置权重 { $weight }）
   *[no] { "" }
  }在 p − k 处达到峰值 { $peak }，旁边为 { $beside }。
offset-head-settings = { $code }，查询映射：{ $map ->
    [exact] M₋ₖ（k = { $k }）
   *[fit] 最佳单一矩阵（最小二乘）
  }，d-model { $dModel }，缩放 { $scale }{ $words ->
    [add] ，词嵌入相加
    [concat] ，词嵌入拼接
   *[none] { "" }
  }。
offset-head-code-text = 即使用 p − k 的精确位置码作查询，也只把 { $rows } 行中的 { $hits } 行送到那里：这种位置码各行的长度从 { $low } 到 { $high } 不等，而点积只在长度相同的码之间才在相等时取最大值（每个正弦位置码行的长度都是 √(d/2)）。
offset-head-fit = 该映射与 c(p − k) 的相对误差为 { $miss }。
offset-head-fit-zero = 每个目标 c(p − k) 都是零向量，所以映射的误差没有相对大小。
offset-head-mark = 第 { $row } 行最关注位置 { $peak }。
offset-head-warning-bytes = sentence：它的词重复填满 { $positions } 个位置后占 { $bytes } 字节，超过注意力层读取的 { $max } 字节；改为显示默认文本。

## <posenc-permutation> (web/src/widgets/permutation.js, permutation-rules.js)

permutation-sentence = 句子
permutation-positional = 加上位置编码
permutation-shuffle = 打乱词序
permutation-reverse = 颠倒词序
permutation-original = 原句
permutation-shuffled = 打乱后
permutation-name-original = 原句的注意力权重
permutation-name-shuffled = 打乱后句子的注意力权重，已放回原来的顺序
permutation-name-difference = 两张注意力图之差
permutation-title-original = 注意力，原句
permutation-title-shuffled = 注意力，打乱后的句子，行和列已放回原位
permutation-title-difference = 差值，第一张图减第二张图
permutation-legend = 注意力权重
permutation-legend-difference = 权重之差
permutation-label = { $map ->
    [original] 原句
   *[shuffled] 打乱后句子（已放回原来的顺序）
  }的注意力权重，{ $words } 个词：行是发出注意力的词，列是被关注的词。
permutation-table-caption = { $map ->
    [original] 原句
   *[shuffled] 打乱后句子（已放回原来的顺序）
  }的注意力权重（每行之和为 1）
permutation-x-title = 被关注的词 →
permutation-y-title = 发出注意力的词 →
permutation-word = “{ $word }”（位置 { $position }）
permutation-cell = { $from }关注{ $to }：权重 { $weight }
permutation-difference-label = 两张注意力图逐词之差：最大为 { $largest }{ $blank ->
    [yes] ，所以这张图是空白的（全为 0）。
   *[no] 。
  }
permutation-difference-cell = “{ $from }”关注“{ $to }”：差值 { $difference }
permutation-difference-caption = 注意力权重之差，原来的顺序
permutation-verdict = { $positional ->
    [off] 没有位置编码时，打乱词序只会打乱输出：max |Attn(PX) − P·Attn(X)| = { $residual }（舍入误差）。这一层分辨不出两种顺序。
   *[on] 加上位置编码后，词一移动输出就会变化：max |Attn(PX) − P·Attn(X)| = { $residual }。现在词序有影响了。
  }
permutation-summary = { $verdict }句子：{ $sentence }；打乱后：{ $shuffled }。
permutation-warning-cut = 句子超过 { $max } 个词；只使用前 { $max } 个，到“{ $last }”为止，其余的略去。
permutation-warning-short = 句子至少需要 2 个词；改为显示“{ $fallback }”。
permutation-warning-order = permutation 必须把 0 到 { $last } 每个数恰好列出一次（每个词一个）；收到的是“{ $given }”，改为颠倒词序。

## <posenc-order-lab> (web/src/widgets/order-lab*.js)

# 玩具词表，用学习者的语言：模型的每个词元一个词（各语言的 id 和数字相同）。
# 中文输入可以不加空格：从左到右按词表中最长的词切分（“狗咬人”：狗 咬 人）。
order-lab-word-man = 人
order-lab-word-woman = 女人
order-lab-word-dog = 狗
order-lab-word-cat = 猫
order-lab-word-fox = 狐狸
order-lab-word-bird = 鸟
order-lab-word-bites = 咬
order-lab-word-sees = 看见
order-lab-word-chases = 追
order-lab-word-likes = 喜欢
order-lab-word-the = 这
order-lab-word-a = 一只
order-lab-word-big = 大
order-lab-word-small = 小
order-lab-word-old = 老
order-lab-word-today = 今天
# 中文词之间、句子之间不加空格。
order-lab-join = { $before }{ $after }
order-lab-position = 位置信号
order-lab-position-none = 无
order-lab-position-sinusoidal = 正弦（相加）
order-lab-position-learned = 可学习的表（相加）
order-lab-position-rope = RoPE（旋转）
order-lab-mask = 掩码
order-lab-mask-bidirectional = 无（双向）
order-lab-mask-causal = 因果
order-lab-readout = 读出
order-lab-readout-cls = 前面的 [CLS]
order-lab-readout-last = 最后一个词
order-lab-readout-cls-end = 句子之后的 [CLS]
order-lab-layers = 层数
order-lab-train = 训练
order-lab-pause = 暂停
order-lab-continue = 继续
order-lab-train-again = 再训练一次
order-lab-reset = 重置
order-lab-failed = 训练已暂停：{ $error } 按“继续”接着训练。
order-lab-loss-title = 测试损失
order-lab-accuracy-title = 测试准确率
order-lab-loss-name = 损失图：每个训练步的测试损失；虚线标出不看词序时的最好结果 ln 2
order-lab-accuracy-name = 准确率图：每个训练步的测试准确率和训练准确率；虚线标出不看词序时的最好结果 50% 和随机猜测 1/6
order-lab-plot-x = 训练步
order-lab-plot-loss = 损失
order-lab-plot-accuracy = 准确率
order-lab-rule-loss = 不看词序时的最好结果：ln 2 ≈ { $loss }
order-lab-rule-accuracy = 不看词序时的最好结果：{ $half }
order-lab-rule-chance = 随机猜测：1/{ $nouns }
order-lab-key-this = 本次训练：{ $settings }
order-lab-key-previous = 上次训练：{ $settings }
order-lab-key-training = 本次训练在训练过的名词对上（点线）
order-lab-key-blind = 不看词序时的最好结果（{ $half }）和随机猜测（1/{ $nouns }）
order-lab-key-chance = 随机猜测（1/{ $nouns }）
order-lab-test-set = { $task ->
    [agent] 未见名词对的 { $count } 个“名词 动词 名词”句子
   *[filler] 含未见名词对、长 { $length } 个词的测试句子
  }
order-lab-trained-set = { $task ->
    [agent] 训练过的名词对的 { $count } 个句子
   *[filler] 含训练过的名词对、长 { $length } 个词的句子
  }
order-lab-verdict-learned = 它已经学会了谁是施事者
order-lab-verdict-memorised = 它记住了训练句子，而不是规则：在训练过的名词对上远好于未见的名词对
order-lab-verdict-blind = 最多是在两个名词之间抛硬币，看不见词序的模型无法超过这一点
order-lab-verdict-better = 好于抛硬币，但还不是每次都对
order-lab-verdict-coin = 在未见的名词对上还不比抛硬币好
order-lab-settings = { $position ->
    [none] 无位置信号
    [sinusoidal] 正弦位置信号
    [learned] 可学习的位置信号
   *[rope] RoPE 位置信号
  }，{ $mask ->
    [causal] 因果掩码
   *[bidirectional] 双向掩码
  }，{ $readout ->
    [last] 在最后一个词读出
    [cls-end] 在句子之后的 [CLS] 读出
   *[cls] 在前面的 [CLS] 读出
  }，{ $layers } { $count ->
   *[other] 层
  }
order-lab-summary-head = 词序实验室，{ $settings }，任务：{ $task ->
    [agent] 找出施事者
   *[filler] 带填充词
  }。
order-lab-summary-running = { $head }训练中：{ $total } 步正在进行。
order-lab-summary-untrained = { $head }尚未训练：按“训练”运行 { $total } 个训练步。
order-lab-summary = { $head }{ $phase ->
    [running] 训练中，已完成 { $step }/{ $total } 步
    [paused] 暂停于 { $step }/{ $total } 步
   *[done] 完成 { $step }/{ $total } 步
  }：{ $verdict }。{ $why ->
    [blind] 没有位置信息时，这个模型把每个句子看成一组词，所以它必须对“人咬狗”和“狗咬人”给出相同的答案。
   *[other] { "" }
  }
order-lab-status = 第 { $step }/{ $total } 步 · 在{ $testSet }上的测试准确率 { $accuracy } · 训练过的名词对上 { $training } · 测试损失 { $loss }
order-lab-pair = { $first }–{ $second }
order-lab-pairs-two = { $first }和{ $last }
order-lab-pairs-list-separator = 、
order-lab-held-out = 训练时留出的名词对（两种顺序）：{ $pairs }。
order-lab-seeds = 训练 20 个种子
order-lab-seeds-running = 正在训练 20 个随机初始化…
order-lab-seeds-progress = 正在训练 20 个随机初始化… { $done }
order-lab-seeds-failed = 随机初始化的训练停止了：{ $error }
order-lab-seeds-counts = 在 { $runs } 个随机初始化中（每个 { $steps } 步）：{ $reach95 } 个在未见名词对上达到 95%，{ $past50 } 个超过 50%；中位数 { $median }（从 { $low } 到 { $high }）；{ $trainedAll } 个答对全部训练句子。
order-lab-strip-name = 每个随机初始化的测试准确率条带
order-lab-strip-label = { $runs } 个随机初始化（种子 1 到 { $runs }）在未见名词对上的测试准确率：{ $values }{ $mine ->
    [yes] ；你的训练（种子 { $seed }）用圆圈标出，位于 { $accuracy }
   *[no] { "" }
  }。
order-lab-strip-yours = 你的训练
order-lab-loss-label = 损失图：{ $shown ->
    [yes] 测试损失从第 { $firstStep } 步的 { $first } 到第 { $lastStep } 步的 { $last }
   *[no] 尚未训练
  }{ $blind ->
    [yes] ；虚线标出不看词序时的最好结果 ln 2 = { $chance }
   *[no] { "" }
  }{ $previous ->
    [none] 。
   *[other] ；上次训练（{ $previous }）画成虚线。
  }
order-lab-accuracy-label = 准确率图：{ $shown ->
    [yes] 测试准确率（未见名词对）从第 { $firstStep } 步的 { $first } 到第 { $lastStep } 步的 { $last }，训练准确率（点线）从 { $trainingFirst } 到 { $trainingLast }
   *[no] 尚未训练
  }；{ $blind ->
    [yes] 虚线标出不看词序时的最好结果 { $half } 和随机猜测 1/{ $nouns }
   *[no] 虚线标出随机猜测 1/{ $nouns }
  }{ $previous ->
    [none] 。
   *[other] ；上次训练（{ $previous }）画成虚线。
  }
order-lab-ask-title = 问模型：谁是施事者
order-lab-sentence-label = 句子
order-lab-ask = 提问
order-lab-ask-unseen = 问一个未见的名词对
order-lab-nouns-title = 每个名词的概率
order-lab-attention-title = 读出行的注意力
order-lab-attention-title-token = 读出行（{ $token }）的注意力
order-lab-reads-out = { $token }（读出）
order-lab-skipped = 模型只读词：略去了 { $count ->
   *[other] { $marks } 个标点或符号
  }，它被问的是“{ $sentence }”。
order-lab-problem-empty = 请先输入一个句子，例如“{ $example }”。
order-lab-problem-long = 模型最多读 { $max } 个词；这个句子有 { $truncated ->
    [yes] 超过 { $count }
   *[no] { $count }
  } 个词：没有提问。
order-lab-unknown-word = “{ $word }”
order-lab-problem-unknown = 模型不认识{ $shown }{ $more ->
    [0] { "" }
   *[other] 等另外 { $more } 个词
  }。它只认识这些词：{ $vocabulary }。
order-lab-unlike = 这个模型只用{ $task ->
    [agent] 像“{ $example }”这样的“名词 动词 名词”句子
   *[filler] 夹在填充词之间、最长 { $length } 个词的“名词 动词 名词”
  }训练过：这个句子对它是新的，它的回答只是猜测。
order-lab-unseen-pair = 一个未见的名词对：模型从没用它训练过。
order-lab-trained-pair = 一个训练过的名词对。
order-lab-answer = 谁是施事者？模型回答“{ $answer }”（概率 { $probability }）。
order-lab-untrained = （未训练：只是猜测。）
order-lab-attention-label = 读出行（{ $token }）在句子上的注意力：{ $weights }。
order-lab-weight = { $token } { $weight }
order-lab-terms-title = 每个词的得分，拆成四项
order-lab-rotation-title = 每个词的得分，不带旋转和带旋转
order-lab-term-wordWord = 词·词
order-lab-term-wordPosition = 词·位置
order-lab-term-positionWord = 位置·词
order-lab-term-positionPosition = 位置·位置
order-lab-term-without = 不带旋转
order-lab-term-rotation = 旋转加上的部分
order-lab-table-word = 词
order-lab-table-score = 得分
order-lab-table-caption = 读出行（{ $token }）在 softmax 之前的得分
order-lab-term-word = { $token } { $score }（主要是{ $term }）
order-lab-terms-text = 读出行（{ $token }）对每个词在 softmax 之前的得分，是四项之和：{ $words }。涉及位置的三项占全部各项大小的 { $share }{ $why ->
    [some] 。
    [causal] ：没有位置信号到达这些得分，但第一层的因果掩码会：那里每个词的行只混合了它之前（含它自己）的词，所以词·词项可以依赖于词序。
   *[none] ：这些得分不可能依赖于词所在的位置。
  }
order-lab-rotation-word = { $token } { $without } → { $with }
order-lab-rotation-text = 用 RoPE 时不向词加任何东西：每个查询和键都按其位置旋转，所以四项拆分不适用。读出行（{ $token }）对每个词在 softmax 之前的得分，不带旋转 → 带旋转：{ $words }。旋转加上的部分，也就是位置贡献的部分，占两部分大小的 { $share }。
order-lab-list-separator = ，
